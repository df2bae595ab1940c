import { readFileSync } from "fs";
import matter from "gray-matter";
import path from "path";
import { fillCompanyTokens, joinNames, type CompanyFacts } from "../fill-company-tokens";
import { LEGAL_FORMS } from "../legal-forms";
import { retentionPeriods } from "../../../core/retention-periods";
import { frontmatterOf } from "../read-frontmatter";
import { mergeTranslation } from "../translations";
import { loadContent } from "../load-content";
import { contentFileOf } from "../collections";

const company: CompanyFacts = {
  language: "de",
  translationKey: "company",
  name: "Müller & <Partner>",
  legalForm: "GbR",
  address: { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
  email: "kontakt@example.com",
  shortName: "Müller",
  representatives: ["Anna", "Ben"],
  phone: null,
  register: null,
  vatId: null,
  vatStatus: null,
  economicId: null,
  insurance: null,
  processing: { newsletter: false, advertising: false, analytics: false, statistics: false },
  copyrightYear: 2026,
  social: null,
  responsible: { name: "Anna Müller", address: { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" } },
  providers: {
    hosting: {
      name: "Host GmbH",
      address: "Serverweg 2, 90402 Nürnberg",
      privacyUrl: "https://host.example/datenschutz",
      country: "DE",
      safeguard: null,
      front: "caddy",
      logs: "Der Anbieter speichert Logfiles <7 Tage>.",
    },
    mail: {
      name: "Mail AG",
      address: "Postweg 3, 10115 Berlin",
      privacyUrl: "https://mail.example/datenschutz",
      country: "DE, IE",
      safeguard: null,
    },
    consent: {
      name: "Consent Inc.",
      address: "1 Main St, Boston, USA",
      privacyUrl: "https://consent.example/privacy",
      country: "US",
      safeguard: "dataPrivacyFramework",
    },
    newsletter: null,
    analytics: null,
  },
  // Invented wording, so the test shows the sentences come from here and not from the code.
  legalTexts: {
    noRegister: "Kein Registereintrag.",
    insuranceHeading: "Versicherung",
    insuranceArea: "Gilt in:",
    vatHeading: "Steuer",
    vatId: "USt-IdNr.:",
    vatStatus: null,
    transferInsideEu: "Nur in der EU ({country}).",
    transferOutsideEu: "Auch in {country}, gestützt auf {safeguard}.",
    safeguards: {
      dataPrivacyFramework: "den DPF-Beschluss",
      adequacyDecision: "einen Angemessenheitsbeschluss",
      standardContractualClauses: "die Klauseln",
      bindingCorporateRules: "interne Vorschriften",
    },
    serverLogs: "Der Server protokolliert ohne Adressen.",
    caddyLogs: "Caddy auch.",
    nginxLogs: "nginx auch, seine Fehler mit Parametern und Referrer.",
    providerPrivacyLink: "Datenschutz des Anbieters",
    economicId: "W-IdNr.:",
    representation: {
      partners: "Gesellschafter:",
      generalPartners: "Komplementäre:",
      managingDirectors: "Geschäftsführung:",
      board: "Vorstand:",
      owner: "Inhaberin:",
    },
  },
};

describe("fillCompanyTokens", () => {
  it("fills every token and escapes the values", () => {
    const html = "<p>{{company.name}}<br>{{company.street}}, {{ company.postalCode }} {{company.city}}</p>";
    expect(fillCompanyTokens(html, company, "de")).toBe("<p>Müller &amp; &lt;Partner&gt; GbR<br>Hauptstraße 1, 10115 Berlin</p>");
  });

  it("turns the e-mail into a mailto link", () => {
    expect(fillCompanyTokens("{{company.email}}", company, "de")).toBe('<a href="mailto:kontakt@example.com">kontakt@example.com</a>');
  });

  it("lists the representatives", () => {
    expect(fillCompanyTokens("{{company.representatives}}", company, "de")).toBe("Anna und Ben");
  });

  // One row for each legal form the content model allows, with who represents such a company.
  const representedBy: [string, string][] = [
    ["GbR", "Gesellschafter:"],
    ["eGbR", "Gesellschafter:"],
    ["OHG", "Gesellschafter:"],
    ["PartG", "Gesellschafter:"],
    ["PartG mbB", "Gesellschafter:"],
    ["KG", "Komplementäre:"],
    ["GmbH & Co. KG", "Komplementäre:"],
    ["GmbH", "Geschäftsführung:"],
    ["UG (haftungsbeschränkt)", "Geschäftsführung:"],
    ["AG", "Vorstand:"],
    ["e. K.", "Inhaberin:"],
    ["Einzelunternehmen", "Inhaberin:"],
  ];

  it.each(representedBy)("names who represents a %s, in content's words, before the names", (legalForm, label) => {
    expect(fillCompanyTokens("{{company.representation}}", { ...company, legalForm }, "de")).toBe(`${label} Anna und Ben`);
  });

  it("has a row above for every legal form the content model allows", () => {
    expect(representedBy.map(([form]) => form).sort()).toEqual(LEGAL_FORMS.map(({ form }) => form).sort());
  });

  it("reads a form however it is spaced or spelt out", () => {
    expect(fillCompanyTokens("{{company.representation}}", { ...company, legalForm: "e.K." }, "de")).toBe("Inhaberin: Anna und Ben");
    expect(fillCompanyTokens("{{company.representation}}", { ...company, legalForm: "PartGmbB" }, "de")).toBe(
      "Gesellschafter: Anna und Ben",
    );
    expect(
      fillCompanyTokens("{{company.representation}}", { ...company, legalForm: "Unternehmergesellschaft (haftungsbeschränkt)" }, "de"),
    ).toBe("Geschäftsführung: Anna und Ben");
  });

  it.each(["UG", "Ltd.", "GmbH & Co. KGaA"])("stops the build for a legal form it cannot name the representatives of: %s", (legalForm) => {
    expect(() => fillCompanyTokens("{{company.name}}", { ...company, legalForm }, "de")).toThrow(
      `content/company.de.md: legalForm "${legalForm}" is none of GbR, eGbR`,
    );
  });

  it("refuses a token it does not know", () => {
    expect(() => fillCompanyTokens("{{company.fax}}", company, "de")).toThrow(/Unknown placeholder \{\{company\.fax\}\}/);
  });
});

describe("joinNames", () => {
  it.each([
    [[], ""],
    [["A"], "A"],
    [["A", "B"], "A und B"],
    [["A", "B", "C"], "A, B und C"],
  ])("%j -> %s", (names, expected) => {
    expect(joinNames(names, "de")).toBe(expected);
  });

  it("names a second fast channel only when there is a phone number", () => {
    expect(fillCompanyTokens("{{company.phone}}", { ...company, phone: "+49 30 123 456" }, "de")).toBe(
      'Telefon: <a href="tel:+4930123456">+49 30 123 456</a>',
    );
    expect(fillCompanyTokens("{{company.phone}}", { ...company, phone: " " }, "de")).toBe("");
  });

  it("shows the register entry, or says there is none", () => {
    expect(
      fillCompanyTokens("{{company.register}}", { ...company, register: { court: "Amtsgericht Berlin", number: "HRB 1" } }, "de"),
    ).toBe("Registergericht: Amtsgericht Berlin<br>Registernummer: HRB 1");
    expect(fillCompanyTokens("{{company.register}}", company, "de")).toBe("Kein Registereintrag.");
  });

  it("gives the VAT ID a block with its heading, shows a status only without a number, and nothing without either", () => {
    const html = "<h2>Register</h2>\n<p>{{company.vat}}</p>\n<p>Danach</p>";
    expect(fillCompanyTokens(html, { ...company, vatId: "DE123456789", vatStatus: "beantragt" }, "de")).toBe(
      "<h2>Register</h2>\n<h2>Steuer</h2>\n<p>USt-IdNr.: DE123456789</p>\n<p>Danach</p>",
    );
    expect(fillCompanyTokens(html, { ...company, vatStatus: "Noch nicht Erhalten" }, "de")).toBe(
      "<h2>Register</h2>\n<h2>Steuer</h2>\n<p>USt-IdNr.: Noch nicht Erhalten</p>\n<p>Danach</p>",
    );
    expect(fillCompanyTokens(html, { ...company, vatId: " ", vatStatus: null }, "de")).toBe("<h2>Register</h2>\n<p>Danach</p>");
  });

  it("names the person responsible under § 18 MStV with an address", () => {
    expect(fillCompanyTokens("{{company.responsible}}", company, "de")).toBe("Anna Müller<br>Hauptstraße 1<br>10115 Berlin<br>Deutschland");
  });

  it("names each data processor with its privacy notice, and where the data goes, in content's sentences", () => {
    expect(fillCompanyTokens("{{company.hostingProvider}}", company, "de")).toBe(
      'Host GmbH, Serverweg 2, 90402 Nürnberg (<a href="https://host.example/datenschutz">Datenschutz des Anbieters</a>)',
    );
    expect(fillCompanyTokens("{{company.mailTransfer}}", company, "de")).toBe("Nur in der EU (Deutschland, Irland).");
    expect(fillCompanyTokens("{{company.consentTransfer}}", company, "de")).toBe(
      "Auch in Vereinigte Staaten, gestützt auf den DPF-Beschluss.",
    );
  });

  it("says what is logged: the server's log and its declared front's, then the host's; without an own server the host's alone", () => {
    const behind = (front: "caddy" | "nginx" | "none") =>
      fillCompanyTokens(
        "{{company.hostingLogs}}",
        { ...company, providers: { ...company.providers, hosting: { ...company.providers.hosting, front } } },
        "de",
      );
    expect(behind("caddy")).toBe("Der Server protokolliert ohne Adressen. Caddy auch. Der Anbieter speichert Logfiles &lt;7 Tage&gt;.");
    expect(behind("nginx")).toBe(
      "Der Server protokolliert ohne Adressen. nginx auch, seine Fehler mit Parametern und Referrer. Der Anbieter speichert Logfiles &lt;7 Tage&gt;.",
    );
    expect(behind("none")).toBe("Der Anbieter speichert Logfiles &lt;7 Tage&gt;.");
  });

  it("assumes no country: a third country without its safeguard stops the build, naming the field", () => {
    const netlify = { ...company.providers.hosting, country: "US", safeguard: null };
    expect(() =>
      fillCompanyTokens("{{company.hostingTransfer}}", { ...company, providers: { ...company.providers, hosting: netlify } }, "de"),
    ).toThrow(/providers\.hosting\.safeguard is empty/);
  });

  it("names the web analytics provider like the others, once there is one", () => {
    expect(fillCompanyTokens("<p>{{company.analyticsProvider}}</p>", company, "de")).toBe("");
    const analytics = { ...company.providers.mail, name: "Statistik GmbH" };
    expect(fillCompanyTokens("{{company.analyticsTransfer}}", { ...company, providers: { ...company.providers, analytics } }, "de")).toBe(
      "Nur in der EU (Deutschland, Irland).",
    );
  });

  it("states the periods the server keeps to (core/retention-periods.ts)", () => {
    const { serverLogDays, contactRetryDays, contactFailedDays, statisticsMonths } = retentionPeriods;
    expect(
      fillCompanyTokens(
        "{{company.serverLogDays}}/{{company.contactRetryDays}}/{{company.contactFailedDays}}/{{company.statisticsMonths}}",
        company,
        "de",
      ),
    ).toBe(`${serverLogDays}/${contactRetryDays}/${contactFailedDays}/${statisticsMonths}`);
  });

  it("shows the professional liability insurance with its own heading, and nothing without one", () => {
    const html = "<p>Vorher</p>\n<p>{{company.insurance}}</p>\n<p>Nachher</p>";
    expect(fillCompanyTokens(html, company, "de")).toBe("<p>Vorher</p>\n<p>Nachher</p>");
    expect(fillCompanyTokens(html, { ...company, insurance: { name: "", address: "", area: "" } }, "de")).toBe(
      "<p>Vorher</p>\n<p>Nachher</p>",
    );
    const insurance = { name: "Haftpflicht & Co. AG", address: "Versicherungsweg 1, 50667 Köln", area: "Europäische Union" };
    expect(fillCompanyTokens(html, { ...company, insurance }, "de")).toBe(
      "<p>Vorher</p>\n<h2>Versicherung</h2>\n<p>Haftpflicht &amp; Co. AG<br>Versicherungsweg 1, 50667 Köln<br>Gilt in: Europäische Union</p>\n<p>Nachher</p>",
    );
  });

  it("leaves out a provider that is not declared, and its empty paragraph", () => {
    expect(
      fillCompanyTokens("<p>{{company.newsletterProvider}}</p>\n<p>{{company.newsletterTransfer}}</p>\n<p>Rest</p>", company, "de"),
    ).toBe("<p>Rest</p>");
  });

  it("names the Wirtschafts-Identifikationsnummer only once there is one", () => {
    expect(fillCompanyTokens("<p>{{company.economicId}}</p>", company, "de")).toBe("");
    expect(fillCompanyTokens("<p>{{company.economicId}}</p>", { ...company, economicId: "DE123456789-00001" }, "de")).toBe(
      "<p>W-IdNr.: DE123456789-00001</p>",
    );
  });
});

describe("fillCompanyTokens in English", () => {
  it("writes its own words around the facts in English", () => {
    expect(fillCompanyTokens("{{company.representatives}}", company, "en")).toBe("Anna and Ben");
    expect(joinNames(["A", "B", "C"], "en")).toBe("A, B and C");
    expect(fillCompanyTokens("{{company.phone}}", { ...company, phone: "+49 30 123 456" }, "en")).toBe(
      'Phone: <a href="tel:+4930123456">+49 30 123 456</a>',
    );
    expect(
      fillCompanyTokens("{{company.register}}", { ...company, register: { court: "Amtsgericht Berlin", number: "HRB 1" } }, "en"),
    ).toBe("Register court: Amtsgericht Berlin<br>Register number: HRB 1");
  });

  it("names a provider's countries in English and its safeguard in the English file's words", () => {
    const legalTexts = {
      ...company.legalTexts,
      transferInsideEu: "EU only ({country}).",
      transferOutsideEu: "Also {country}, under {safeguard}.",
      safeguards: { ...company.legalTexts.safeguards, standardContractualClauses: "the clauses" },
    };
    expect(fillCompanyTokens("{{company.mailTransfer}}", { ...company, legalTexts }, "en")).toBe("EU only (Germany, Ireland).");
    const clauses = { ...company.providers.consent!, country: "GB, CH", safeguard: "standardContractualClauses" as const };
    expect(
      fillCompanyTokens(
        "{{company.consentTransfer}}",
        { ...company, legalTexts, providers: { ...company.providers, consent: clauses } },
        "en",
      ),
    ).toBe("Also United Kingdom, Switzerland, under the clauses.");
  });

  it("names the company's and the responsible person's country in English, and shows a placeholder country as written", () => {
    expect(fillCompanyTokens("{{company.country}}", company, "en")).toBe("Germany");
    expect(fillCompanyTokens("{{company.responsible}}", company, "en")).toBe("Anna Müller<br>Hauptstraße 1<br>10115 Berlin<br>Germany");
    const placeholder = "[Platzhalter: Land der Verarbeitung, z. B. DE]";
    const hosting = { ...company.providers.hosting, country: placeholder };
    expect(fillCompanyTokens("{{company.hostingTransfer}}", { ...company, providers: { ...company.providers, hosting } }, "en")).toBe(
      placeholder,
    );
  });

  it("shows the VAT status in the translation's words, and only while company.de.md states one", () => {
    const html = "<p>{{company.vat}}</p>";
    const legalTexts = { ...company.legalTexts, vatId: "VAT ID:", vatStatus: "Not yet assigned" };
    expect(fillCompanyTokens(html, { ...company, legalTexts, vatStatus: "Noch nicht Erhalten" }, "en")).toBe(
      "<h2>Steuer</h2>\n<p>VAT ID: Not yet assigned</p>",
    );
    expect(fillCompanyTokens(html, { ...company, legalTexts, vatStatus: null }, "en")).toBe("");
    expect(fillCompanyTokens(html, { ...company, legalTexts, vatId: "DE123456789", vatStatus: "Noch nicht Erhalten" }, "en")).toBe(
      "<h2>Steuer</h2>\n<p>VAT ID: DE123456789</p>",
    );
  });

  it("fills the English legal texts with company.en.md's sentences on company.de.md's facts, none of the German sentences", () => {
    const content = path.join(__dirname, "..", "..", "..", "content");
    const read = (file: string) => readFileSync(path.join(content, file), "utf8");
    const german = frontmatterOf(read("company.de.md"));
    const { frontmatter, problems } = mergeTranslation("Company", german, frontmatterOf(read("company.en.md")));
    expect(problems).toEqual([]);
    const facts = frontmatter as unknown as CompanyFacts;
    // Each German sentence up to its first {name}: none may reach an English page.
    const sentences = (texts: object): string[] =>
      Object.values(texts).flatMap((value) => (typeof value === "string" ? [value.split("{")[0].trim()] : sentences(value)));
    const germanSentences = [...sentences(german.legalTexts as object), (german.providers as CompanyFacts["providers"]).hosting.logs];
    const legal = loadContent(content).paths.filter((file) => file.startsWith("legal/") && contentFileOf(file)?.language === "en");
    expect(legal.length).toBeGreaterThan(0);
    for (const file of legal) {
      const filled = fillCompanyTokens(matter(read(file)).content, facts, "en");
      expect(filled).not.toMatch(/\{\{\s*company\./);
      for (const sentence of germanSentences) expect({ file, filled: filled.includes(sentence) }).toEqual({ file, filled: false });
    }
  });
});
