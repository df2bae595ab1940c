import { useStaticQuery } from "gatsby";

/** What the layout hooks' static queries return in unit tests. */
export const companyFixture = {
  name: "Muster Agentur",
  shortName: "Muster",
  legalForm: "GbR",
  email: "hallo@example.com",
  copyrightYear: 2024,
  address: { street: "Musterweg 1", postalCode: "12345", city: "Musterstadt", country: "DE" },
  social: [{ url: "https://example.com/social" }],
};

export function mockStaticQueries() {
  jest.mocked(useStaticQuery).mockReturnValue({
    company: companyFixture,
    site: { siteMetadata: { siteUrl: "https://agentur.example" } },
    allHomePage: { nodes: [{ language: "de", seo: { description: "Webdesign und AI für KMU" } }] },
  });
}
