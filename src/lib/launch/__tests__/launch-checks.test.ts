/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { checkImpressumFacts, type ImpressumFacts } from "../check-impressum-facts";
import { checkLaunchSettings } from "../check-launch-settings";
import { findPlaceholders } from "../find-placeholders";
import { launchReport } from "../launch-report";

const ready: ImpressumFacts = {
  name: "Nordlicht Digital",
  legalForm: "GbR",
  address: { street: "Hafenstraße 12", postalCode: "20457", city: "Hamburg", country: "Deutschland" },
  email: "kontakt@nordlicht-digital.de",
  phone: "",
  register: { court: "", number: "" },
  vatStatus: "Noch nicht Erhalten",
  responsible: { name: "Lena Hoffmann", address: { street: "Hafenstraße 12", postalCode: "20457", city: "Hamburg" } },
};
const context = { representatives: ["Lena Hoffmann", "Jonas Weber"], hasContactForm: true, where: (key: string) => key };
const settings = {
  SITE_URL: "https://www.nordlicht-digital.de",
  GATSBY_CONSENT_SCRIPT_URL: "https://consent.nordlicht-digital.de/c.js",
  GATSBY_CONSENT_SETTINGS_FUNCTION: "UC_UI.showSecondLayer",
  GATSBY_CONTACT_API_KEY: "f3a9",
  SMTP_URL: "smtps://u:p@mail.nordlicht-digital.de",
  MAIL_TO: "anfragen@nordlicht-digital.de",
  MAIL_FROM: "website@nordlicht-digital.de",
  CMS_GITHUB_REPO: "nordlicht/website",
};

describe("findPlaceholders", () => {
  it("names file and line of every placeholder, once per line", () => {
    const text =
      'name: "[Platzhalter: Firmenname]"\nshortName: "[Agenturname]"\nemail: "kontakt@example.com"\nok: "Hamburg"\nurl: "https://example.org/platzhalter-x"';
    expect(findPlaceholders("content/company.md", text).map((f) => f.where)).toEqual([
      "content/company.md:1",
      "content/company.md:2",
      "content/company.md:3",
      "content/company.md:5",
    ]);
  });

  it("finds nothing in real text", () => {
    expect(findPlaceholders("x.md", "Wir beraten Sie gern: kontakt@nordlicht-digital.de")).toEqual([]);
  });
});

describe("checkImpressumFacts (§ 5 DDG, § 18 Abs. 2 MStV)", () => {
  it("accepts a complete GbR with the contact form as the second channel", () => {
    expect(checkImpressumFacts(ready, context)).toEqual([]);
  });

  it.each([
    ["no street", { address: { ...ready.address, street: "" } }, "street address"],
    ["a placeholder postal code", { address: { ...ready.address, postalCode: "[Platzhalter: PLZ]" } }, "postal code"],
    ["an example e-mail", { email: "kontakt@example.com" }, "e-mail"],
    ["a GmbH without register", { legalForm: "GmbH" }, "register court and number"],
    ["an eGbR without register", { legalForm: "eGbR" }, "register court and number"],
    ["no VAT ID or status", { vatStatus: "" }, "VAT"],
    ["no responsible person", { responsible: { name: "", address: ready.responsible!.address } }, "§ 18 Abs. 2 MStV"],
  ])("names %s", (_case, change, expected) => {
    const findings = checkImpressumFacts({ ...ready, ...change } as ImpressumFacts, context);
    expect(findings.map((f) => f.what).join("\n")).toContain(expected);
  });

  it("wants a second fast channel: a phone number or the contact form", () => {
    expect(
      checkImpressumFacts(ready, { ...context, hasContactForm: false })
        .map((f) => f.what)
        .join(),
    ).toContain("second fast channel");
    expect(checkImpressumFacts({ ...ready, phone: "+49 40 1234567" }, { ...context, hasContactForm: false })).toEqual([]);
  });

  it("accepts a GmbH with its register entry", () => {
    expect(
      checkImpressumFacts({ ...ready, legalForm: "GmbH", register: { court: "Amtsgericht Hamburg", number: "HRB 12345" } }, context),
    ).toEqual([]);
  });

  it("wants the representatives to be named", () => {
    expect(checkImpressumFacts(ready, { ...context, representatives: ["[Platzhalter: Gründer 1]"] })).toHaveLength(1);
  });
});

describe("checkLaunchSettings", () => {
  it("names every setting left at its default", () => {
    expect(checkLaunchSettings({}).map((f) => f.where)).toEqual([
      "SITE_URL",
      "CMS_GITHUB_REPO",
      "GATSBY_CONTACT_API_KEY",
      "SMTP_URL",
      "MAIL_TO",
      "MAIL_FROM",
    ]);
    expect(checkLaunchSettings({ SITE_URL: "https://www.example.com" }).map((f) => f.where)).toContain("SITE_URL");
  });

  it("is content with a configured site", () => {
    expect(checkLaunchSettings(settings)).toEqual([]);
  });
});

describe("launchReport", () => {
  function site(company: string, impressum: string) {
    const root = mkdtempSync(path.join(os.tmpdir(), "launch-"));
    mkdirSync(path.join(root, "content", "legal"), { recursive: true });
    mkdirSync(path.join(root, "content", "team"), { recursive: true });
    writeFileSync(path.join(root, "content", "company.md"), company);
    writeFileSync(path.join(root, "content", "legal", "impressum.md"), impressum);
    writeFileSync(path.join(root, "content", "team", "a.md"), '---\nname: "Lena Hoffmann"\n---\n');
    return root;
  }
  const company = (name: string) =>
    `---\nname: "${name}"\nlegalForm: "GbR"\naddress:\n  street: "Hafenstraße 12"\n  postalCode: "20457"\n  city: "Hamburg"\n  country: "Deutschland"\n` +
    `email: "kontakt@nordlicht-digital.de"\nvatStatus: "Noch nicht Erhalten"\nresponsible:\n  name: "Lena Hoffmann"\n  address:\n    street: "Hafenstraße 12"\n    postalCode: "20457"\n    city: "Hamburg"\n---\n`;

  it("lists placeholders and missing facts with file and line, and nothing once all is done", async () => {
    const draft = site(company("[Platzhalter: Firmenname]"), "Kontaktformular: [Formular](/kontakt/)\n");
    const done = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      const findings = await launchReport(draft, settings);
      expect(findings.map((f) => f.where)).toEqual(["content/company.md:2", "content/company.md:2"]);
      expect(await launchReport(done, settings)).toEqual([]);
      expect((await launchReport(done, {})).length).toBeGreaterThan(0);
    } finally {
      rmSync(draft, { recursive: true, force: true });
      rmSync(done, { recursive: true, force: true });
    }
  });
});
