import { logoImage } from "../logo-image";
import { organizationData, type OrganizationFacts } from "../json-ld";

const facts: OrganizationFacts = {
  name: "Muster Agentur",
  shortName: "Muster",
  legalForm: "GbR",
  description: "Websites und AI für KMU.",
  email: "hallo@example.com",
  phone: null,
  vatId: null,
  address: { street: "Musterweg 1", postalCode: "12345", city: "Musterstadt", country: "DE" },
  social: [{ url: "https://example.com/social" }],
};

describe("organizationData", () => {
  it("names the raster logo the build draws, with its size, as Google's rules for a logo ask", () => {
    const data = organizationData("https://agentur.example", facts);
    expect(data.logo).toEqual({
      "@type": "ImageObject",
      url: `https://agentur.example${logoImage.path}`,
      width: logoImage.width,
      height: logoImage.height,
    });
    expect(data.logo.url).toMatch(/\.png$/);
    expect(Math.min(data.logo.width, data.logo.height)).toBeGreaterThanOrEqual(112);
  });

  it("gives the name the site uses, the logo's short name, the legal name with the legal form, and the description", () => {
    expect(organizationData("https://agentur.example", facts)).toMatchObject({
      name: "Muster Agentur",
      alternateName: "Muster",
      legalName: "Muster Agentur GbR",
      description: "Websites und AI für KMU.",
    });
  });

  it("adds the phone number and the VAT ID only once content/company.de.md has them", () => {
    const without = organizationData("https://agentur.example", facts);
    expect(without).not.toHaveProperty("telephone");
    expect(without).not.toHaveProperty("vatID");
    const withBoth = organizationData("https://agentur.example", { ...facts, phone: "+49 30 1234567", vatId: "DE123456789" });
    expect(withBoth).toMatchObject({ telephone: "+49 30 1234567", vatID: "DE123456789" });
  });

  it("names the country by its ISO code and the share image of the start page in the page's language", () => {
    expect(organizationData("https://agentur.example", facts).address.addressCountry).toBe("DE");
    expect(organizationData("https://agentur.example", facts).image).toBe("https://agentur.example/og/index.png");
    expect(organizationData("https://agentur.example", facts, "/en/").image).toBe("https://agentur.example/og/en.png");
  });
});
