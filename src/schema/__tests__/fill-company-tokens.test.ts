import { fillCompanyTokens, joinNames, type CompanyFacts } from "../fill-company-tokens";

const company: CompanyFacts = {
  name: "Müller & <Partner>",
  legalForm: "GbR",
  address: { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "Deutschland" },
  email: "kontakt@example.com",
  vatStatus: "Noch nicht Erhalten",
  representatives: ["Anna", "Ben"],
};

describe("fillCompanyTokens", () => {
  it("fills every token and escapes the values", () => {
    const html = "<p>{{company.name}}<br>{{company.street}}, {{ company.postalCode }} {{company.city}}</p>";
    expect(fillCompanyTokens(html, company)).toBe(
      "<p>Müller &amp; &lt;Partner&gt; GbR<br>Hauptstraße 1, 10115 Berlin</p>",
    );
  });

  it("turns the e-mail into a mailto link", () => {
    expect(fillCompanyTokens("{{company.email}}", company)).toBe(
      '<a href="mailto:kontakt@example.com">kontakt@example.com</a>',
    );
  });

  it("lists the representatives and the VAT status", () => {
    expect(fillCompanyTokens("{{company.representatives}}: {{company.vatStatus}}", company)).toBe(
      "Anna und Ben: Noch nicht Erhalten",
    );
  });

  it("refuses a token it does not know", () => {
    expect(() => fillCompanyTokens("{{company.phone}}", company)).toThrow(/Unknown placeholder \{\{company\.phone\}\}/);
  });
});

describe("joinNames", () => {
  it.each([
    [[], ""],
    [["A"], "A"],
    [["A", "B"], "A und B"],
    [["A", "B", "C"], "A, B und C"],
  ])("%j -> %s", (names, expected) => {
    expect(joinNames(names)).toBe(expected);
  });
});
