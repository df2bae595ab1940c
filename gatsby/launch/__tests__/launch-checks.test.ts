/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { checkImpressumFacts, type ImpressumFacts } from "../check-impressum-facts";
import { checkLaunchSettings, functionRunTimeSettings } from "../check-launch-settings";
import { EXAMPLE_WORDS, findPlaceholders, PLACEHOLDER_WORDS } from "../find-placeholders";
import { lastChange, launchReport, lineOfPath } from "../launch-report";
import { checkDeclaredProcessing, type ProcessingFacts } from "../check-declared-processing";
import { findMissingTranslations } from "../find-missing-translations";
import { checkLegalTokens } from "../check-legal-tokens";
import { loadContent } from "../../content-model/load-content";
import { contentFileOf } from "../../content-model/collections";
import { defaultLanguage, languages } from "../../../core/languages";
import { checkLegalDates } from "../check-legal-dates";
import { LEGAL_FORMS } from "../../content-model/legal-forms";

const ready: ImpressumFacts = {
  name: "Nordlicht Digital",
  legalForm: "GbR",
  address: { street: "Hafenstraße 12", postalCode: "20457", city: "Hamburg", country: "DE" },
  email: "kontakt@nordlicht-digital.de",
  phone: "+49 40 1234567",
  register: { court: "", number: "" },
  representatives: ["Lena Hoffmann", "Jonas Weber"],
  responsible: { name: "Lena Hoffmann", address: { street: "Hafenstraße 12", postalCode: "20457", city: "Hamburg" } },
};
const context = { where: (key: string) => key };
const translations = languages.filter(({ code }) => code !== defaultLanguage).map(({ code }) => code);
const contentDir = path.join(__dirname, "..", "..", "..", "content");
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
    expect(findPlaceholders("content/company.de.md", text).map((f) => f.where)).toEqual([
      "content/company.de.md:1",
      "content/company.de.md:2",
      "content/company.de.md:3",
      "content/company.de.md:5",
    ]);
  });

  it.each(languages.map(({ code }) => code))("finds a placeholder written as the %s texts write one", (code) => {
    const text = `ok: "Hamburg"\nname: "[${PLACEHOLDER_WORDS[code]}: Firmenname]"`;
    expect(findPlaceholders(`content/company.${code}.md`, text).map((f) => f.where)).toEqual([`content/company.${code}.md:2`]);
  });

  it("finds nothing in real text", () => {
    expect(findPlaceholders("x.md", "Wir beraten Sie gern: kontakt@nordlicht-digital.de")).toEqual([]);
  });

  it.each(Object.entries(EXAMPLE_WORDS).flatMap(([code, words]) => words.map((example) => [code, example])))(
    "takes an example address after the %s words “%s” for the form shown, also across a folded line, and names a fact beside it",
    (_code, example) => {
      const hint = `text: Please enter an address, ${example} name@example.com, so that\n  folded: we can reply, ${example}\n    name@example.org.`;
      expect(findPlaceholders("content/contact.md", hint)).toEqual([]);
      const fact = `${hint}\nemail: kontakt@example.com\nlink: ${example} https://example.com/platzhalter-x or https://example.net/platzhalter-y`;
      expect(findPlaceholders("content/contact.md", fact).map((f) => f.where)).toEqual(["content/contact.md:4", "content/contact.md:5"]);
    },
  );

  it("takes an example address for the form shown only right after an example's words", () => {
    const text = "Ein Beispiel, das keins einleitet: kontakt@example.com\nAnders als z. B. bei uns: kontakt@example.com";
    expect(findPlaceholders("x.md", text).map((f) => f.where)).toEqual(["x.md:1", "x.md:2"]);
    // As often written: without the space inside the abbreviation.
    expect(findPlaceholders("x.md", "etwa z.B. name@example.com oder e.g. name@example.com")).toEqual([]);
  });
});

describe("findMissingTranslations: a page built in the default language only", () => {
  // One file of each kind that makes a page or holds the texts of a language's pages.
  const keys = ["home", "company", "contact", "blog", "services/webdesign", "services/ai", "legal/impressum", "pages/team"];
  const complete = keys.flatMap((key) => languages.map(({ code }) => `${key}.${code}.md`));

  it("names each missing translation at the default language's file, and none of an article, a team member or a project", () => {
    const untranslated = ["blog/neu", "team/a", "projects/p"].map((key) => `${key}.${defaultLanguage}.md`);
    expect(findMissingTranslations([...complete, ...untranslated])).toEqual([]);
    for (const key of keys) {
      for (const code of translations) {
        expect(findMissingTranslations(complete.filter((file) => file !== `${key}.${code}.md`))).toEqual([
          { where: `content/${key}.${defaultLanguage}.md`, what: expect.stringContaining(`content/${key}.${code}.md is missing`) },
        ]);
      }
    }
  });

  it("says which language's version is missing and that the page stays in the default language", () => {
    const findings = findMissingTranslations(["services/ai.de.md"]);
    expect(findings).toContainEqual({
      where: "content/services/ai.de.md",
      what: "no English version: content/services/ai.en.md is missing; the page is built in German only",
    });
  });
});

describe("checkLegalTokens: a legal text's translation states the same company facts", () => {
  const original = { file: "impressum.de.md", text: "## Angaben\n\n{{company.name}}\n\nTelefon {{ company.phone }}\n" };

  it("names the facts a translation leaves out or adds, at its file", () => {
    expect(checkLegalTokens(original, [{ file: "impressum.en.md", text: "{{company.phone}}\n\n{{company.name}}\n" }])).toEqual([]);
    expect(
      checkLegalTokens(original, [{ file: "impressum.en.md", text: "## Details\n\n{{company.name}}\n\n{{company.email}}\n" }]),
    ).toEqual([
      {
        where: "impressum.en.md:1",
        what: expect.stringContaining("impressum.en.md does not fill in {{company.phone}}, which impressum.de.md does"),
      },
      {
        where: "impressum.en.md:5",
        what: expect.stringContaining("impressum.en.md fills in {{company.email}}, which impressum.de.md does not"),
      },
    ]);
  });

  // The shipped legal texts, each translation against the default language's text.
  const content = loadContent(contentDir).paths;
  const shipped = content.flatMap((file) => {
    const own = contentFileOf(file);
    if (!own?.key.startsWith("legal/") || own.language === defaultLanguage) return [];
    const read = (name: string) => ({ file: name, text: readFileSync(path.join(contentDir, name), "utf8") });
    return [[file, read(`${own.key}.${defaultLanguage}.md`), read(file)] as const];
  });

  it("finds every shipped translation filling in the same facts as its original, and names one it drops", () => {
    expect(shipped.length).toBeGreaterThan(0);
    for (const [, german, translation] of shipped) {
      expect(checkLegalTokens(german, [translation])).toEqual([]);
      const first = translation.text.match(/\{\{\s*company\.(\w+)\s*\}\}/);
      if (!first) continue;
      const dropped = { ...translation, text: translation.text.split(first[0]).join("") };
      expect(checkLegalTokens(german, [dropped])).toEqual([
        { where: `${translation.file}:1`, what: expect.stringContaining(`does not fill in {{company.${first[1]}}}`) },
      ]);
    }
  });
});

describe("checkImpressumFacts (§ 5 DDG, § 18 Abs. 2 MStV)", () => {
  it("accepts a complete GbR with a telephone number as the second channel and no VAT ID", () => {
    expect(checkImpressumFacts(ready, context)).toEqual([]);
  });

  it.each([
    ["no street", { address: { ...ready.address, street: "" } }, "street address"],
    ["a placeholder postal code", { address: { ...ready.address, postalCode: "[Platzhalter: PLZ]" } }, "postal code"],
    ["an example e-mail", { email: "kontakt@example.com" }, "e-mail"],
    ["a GmbH without register", { legalForm: "GmbH" }, "register court and number"],
    ["an eGbR without register", { legalForm: "eGbR" }, "register court and number"],
    ["no responsible person", { responsible: { name: "", address: ready.responsible!.address } }, "§ 18 Abs. 2 MStV"],
  ])("names %s", (_case, change, expected) => {
    const findings = checkImpressumFacts({ ...ready, ...change } as ImpressumFacts, context);
    expect(findings.map((f) => f.what).join("\n")).toContain(expected);
  });

  it.each([
    ["empty", ""],
    ["a placeholder", "[Platzhalter: Telefonnummer, z. B. +49 30 1234567]"],
  ])("wants a telephone number as the second fast channel (EuGH C-298/07), not the form alone: names one %s", (_case, phone) => {
    expect(checkImpressumFacts({ ...ready, phone }, context)).toEqual([
      { where: "phone", what: expect.stringMatching(/telephone number[\s\S]*30 to 60 minutes \(EuGH C-298\/07\)/) },
    ]);
  });

  it.each(LEGAL_FORMS.map(({ form }) => form))("accepts the legal form %s, whose representatives the Impressum can name", (legalForm) => {
    const unregistered = ["GbR", "Einzelunternehmen"].includes(legalForm);
    const register = unregistered ? ready.register : { court: "Amtsgericht Hamburg", number: "HRA 1" };
    expect(checkImpressumFacts({ ...ready, legalForm, register }, context)).toEqual([]);
  });

  it.each(["UG", "Ltd.", "GmbH & Co. KGaA"])("names the legal form %s: the Impressum cannot say who represents it", (legalForm) => {
    const findings = checkImpressumFacts({ ...ready, legalForm, register: { court: "Amtsgericht Hamburg", number: "HRB 1" } }, context);
    expect(findings).toEqual([{ where: "legalForm", what: expect.stringContaining(`cannot say who represents a "${legalForm}"`) }]);
  });

  it("accepts a GmbH with its register entry", () => {
    expect(
      checkImpressumFacts({ ...ready, legalForm: "GmbH", register: { court: "Amtsgericht Hamburg", number: "HRB 12345" } }, context),
    ).toEqual([]);
  });

  it("wants the representatives named in company.md, not taken from the team", () => {
    expect(checkImpressumFacts({ ...ready, representatives: ["[Platzhalter: Gründer 1]"] }, context).map((f) => f.where)).toEqual([
      "representatives",
    ]);
    expect(checkImpressumFacts({ ...ready, representatives: [] }, context)).toHaveLength(1);
  });

  it.each(["e. K.", "e.K.", "e. Kfm.", "GmbH & Co. KG", "UG (haftungsbeschränkt)", "PartG mbB"])(
    "wants a register entry for %s",
    (legalForm) => {
      expect(checkImpressumFacts({ ...ready, legalForm }, context).map((f) => f.what)).toEqual([
        expect.stringContaining("register court and number"),
      ]);
    },
  );

  it.each(["GbR", "Einzelunternehmen", "Freiberufler"])("wants no register entry for %s", (legalForm) => {
    expect(checkImpressumFacts({ ...ready, legalForm }, context)).toEqual([]);
  });

  it.each(["oHG", "OHG", "KG", "PartG", "Partnerschaft", "Partnerschaftsgesellschaft mbB", "eGbR"])(
    "wants the register court and number of a %s",
    (legalForm) => {
      expect(checkImpressumFacts({ ...ready, legalForm }, context).map((f) => [f.where, f.what])).toEqual([
        ["register", expect.stringContaining("register court and number")],
      ]);
      const entered = { court: "Amtsgericht Hamburg", number: "PR 123" };
      expect(checkImpressumFacts({ ...ready, legalForm, register: entered }, context)).toEqual([]);
    },
  );

  it("names a GbR with a register entry: entered, it is an eGbR (§ 707a BGB)", () => {
    const entered = { court: "Amtsgericht Hamburg", number: "GsR 12" };
    expect(checkImpressumFacts({ ...ready, legalForm: "GbR", register: entered }, context).map((f) => [f.where, f.what])).toEqual([
      ["legalForm", expect.stringContaining("§ 707a Abs. 2 BGB")],
    ]);
    expect(checkImpressumFacts({ ...ready, legalForm: "eGbR", register: entered }, context)).toEqual([]);
  });

  it("wants a VAT ID only when there is one, in its form (DE and nine digits)", () => {
    for (const fine of [
      { vatId: "DE123456789" },
      { vatId: "DE 123 456 789" },
      { vatId: "", vatStatus: "" },
      { vatId: null, vatStatus: null },
    ]) {
      expect(checkImpressumFacts({ ...ready, ...fine }, context)).toEqual([]);
    }
    expect(checkImpressumFacts({ ...ready, vatId: "DE12345" }, context).map((f) => f.where)).toEqual(["vatId"]);
  });

  it("names a VAT status without a number: delete the line, the Impressum then needs none", () => {
    expect(checkImpressumFacts({ ...ready, vatStatus: "Noch nicht Erhalten" }, context)).toEqual([
      { where: "vatStatus", what: expect.stringContaining('delete the line vatStatus ("Noch nicht Erhalten")') },
    ]);
    expect(checkImpressumFacts({ ...ready, vatId: "DE123456789", vatStatus: "Noch nicht Erhalten" }, context)).toEqual([]);
  });

  it("checks the Wirtschafts-Identifikationsnummer's form once there is one", () => {
    expect(checkImpressumFacts({ ...ready, economicId: "DE123456789-00001" }, context)).toEqual([]);
    expect(checkImpressumFacts({ ...ready, economicId: "" }, context)).toEqual([]);
    expect(checkImpressumFacts({ ...ready, economicId: "DE123456789" }, context).map((f) => f.where)).toEqual(["economicId"]);
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

  it("for Netlify, leaves the settings its contact function reads when it runs to Netlify's environment", () => {
    const { SMTP_URL: _url, MAIL_TO: _to, MAIL_FROM: _from, ...buildSettings } = settings;
    expect(checkLaunchSettings(buildSettings, { functionSettingsOnHost: true })).toEqual([]);
    expect(checkLaunchSettings({}, { functionSettingsOnHost: true }).map((f) => f.where)).toEqual([
      "SITE_URL",
      "CMS_GITHUB_REPO",
      "GATSBY_CONTACT_API_KEY",
    ]);
    expect(functionRunTimeSettings).toEqual(["SMTP_URL", "SMTP_PASS", "MAIL_TO", "MAIL_FROM", "CONTACT_RATE_LIMIT", "TRUST_PROXY"]);
  });

  it("names a consent script without the function that reopens its settings: the footer's withdrawal link would open nothing", () => {
    expect(checkLaunchSettings({ ...settings, GATSBY_CONSENT_SETTINGS_FUNCTION: "" })).toEqual([
      { where: "GATSBY_CONSENT_SETTINGS_FUNCTION", what: expect.stringContaining("would open nothing") },
    ]);
    const { GATSBY_CONSENT_SCRIPT_URL: _script, GATSBY_CONSENT_SETTINGS_FUNCTION: _function, ...withoutConsent } = settings;
    expect(checkLaunchSettings(withoutConsent)).toEqual([]);
  });

  it("names a preview build: its contact form sends nothing and search engines are kept out", () => {
    expect(checkLaunchSettings({ ...settings, DEPLOY_PREVIEW: "true" })).toEqual([
      { where: "DEPLOY_PREVIEW", what: expect.stringContaining("contact form sends nothing") },
    ]);
    expect(checkLaunchSettings({ ...settings, DEPLOY_PREVIEW: "false" })).toEqual([]);
  });
});

describe("launchReport", () => {
  const write = (root: string, file: string, text: string) => writeFileSync(path.join(root, "content", file), text);
  const policyText = "## Cookies\n\n{{privacy.statistics}}\n";
  /** A site in every declared language; the facts (company.md's, the dates) only in the default language's files. */
  function site(company: string, impressum: string) {
    const root = mkdtempSync(path.join(os.tmpdir(), "launch-"));
    mkdirSync(path.join(root, "content", "legal", "privacy"), { recursive: true });
    write(root, `company.${defaultLanguage}.md`, company);
    write(root, `legal/datenschutz.${defaultLanguage}.md`, `---\ntitle: Datenschutz\ndate: 2026-01-15\n---\n\n${policyText}`);
    write(root, `legal/privacy/statistics.${defaultLanguage}.md`, "---\ntitle: Besucherstatistik\n---\n\n## Besucherstatistik\n");
    for (const code of translations) {
      write(root, `company.${code}.md`, "---\nlegalTexts: {}\n---\n");
      write(root, `legal/datenschutz.${code}.md`, `---\ntitle: Privacy\n---\n\n${policyText}`);
      write(root, `legal/privacy/statistics.${code}.md`, "\n## Visitor statistics\n");
      write(root, `legal/barrierefreiheit.${code}.md`, "---\ntitle: Accessibility\n---\n\nText.\n");
    }
    for (const { code } of languages) write(root, `legal/impressum.${code}.md`, impressum);
    statement(root, new Date().toISOString().slice(0, 10));
    return root;
  }
  const statement = (root: string, reviewed: string) =>
    write(
      root,
      `legal/barrierefreiheit.${defaultLanguage}.md`,
      `---\ntitle: Erklärung zur Barrierefreiheit\ndate: ${reviewed}\ndateLabel: Letzte Prüfung\n---\n\nText.\n`,
    );
  /** The start of a JPEG file with a comment (COM segment), as the shipped placeholder portraits begin. */
  const jpegWithComment = (comment: string) => {
    const text = Buffer.from(comment, "utf8");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(text.length + 2);
    return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe]), length, text, Buffer.from([0xff, 0xd9])]);
  };
  const company = (name: string) =>
    `---\nname: "${name}"\nlegalForm: "GbR"\naddress:\n  street: "Hafenstraße 12"\n  postalCode: "20457"\n  city: "Hamburg"\n  country: "DE"\n` +
    `email: "kontakt@nordlicht-digital.de"\nphone: "+49 40 1234567"\nrepresentatives:\n  - "Lena Hoffmann"\nresponsible:\n  name: "Lena Hoffmann"\n  address:\n    street: "Hafenstraße 12"\n    postalCode: "20457"\n    city: "Hamburg"\n` +
    `processing:\n  advertising: true\n  statistics: true\n` +
    `providers:\n  consent:\n    name: "Consent GmbH"\n    country: "DE"\n` +
    `copyrightYear: ${new Date().getFullYear()}\nsocial: []\n---\n`;

  it("lists placeholders and missing facts with file and line, and nothing once all is done", async () => {
    const draft = site(company("[Platzhalter: Firmenname]"), "Kontaktformular: [Formular](/kontakt/)\n");
    const done = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      const findings = await launchReport(draft, settings);
      expect(findings.map((f) => f.where)).toEqual(["content/company.de.md:2", "content/company.de.md:2"]);
      expect(await launchReport(done, settings)).toEqual([]);
      expect((await launchReport(done, {})).length).toBeGreaterThan(0);
      // On Netlify nothing is counted, whatever STATS_ENABLED says: the declared statistics would be untrue there.
      // The function's mail settings are Netlify's, so none of them is asked for here.
      const { SMTP_URL, MAIL_TO, MAIL_FROM, ...withoutMail } = settings;
      expect([SMTP_URL, MAIL_TO, MAIL_FROM].every(Boolean)).toBe(true);
      expect(await launchReport(done, withoutMail, new Date(), { netlify: true })).toEqual([
        { where: "content/company.de.md:21", what: expect.stringContaining("on Netlify, whose CDN serves the pages") },
      ]);
    } finally {
      rmSync(draft, { recursive: true, force: true });
      rmSync(done, { recursive: true, force: true });
    }
  });

  it("names the placeholder portraits by what the files say, not by their names or descriptions", async () => {
    const root = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      const team = path.join(root, "content", "images", "team");
      mkdirSync(team, { recursive: true });
      writeFileSync(path.join(team, "lena-hoffmann.jpg"), jpegWithComment("Platzhalterbild: vor dem Start ersetzen"));
      writeFileSync(path.join(team, "jonas-weber.jpg"), jpegWithComment("Aufgenommen in Hamburg"));
      expect(await launchReport(root, settings)).toEqual([
        { where: "content/images/team/lena-hoffmann.jpg", what: expect.stringContaining("placeholder image") },
      ]);
      writeFileSync(path.join(team, "lena-hoffmann.jpg"), jpegWithComment("Porträt"));
      expect(await launchReport(root, settings)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names an accessibility statement last reviewed more than a year ago, with its line", async () => {
    const root = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      const today = new Date("2026-11-25T10:00:00Z");
      statement(root, "2025-10-01");
      expect(await launchReport(root, settings, today)).toEqual([
        { where: "content/legal/barrierefreiheit.de.md:3", what: expect.stringContaining("more than twelve months ago") },
      ]);
      statement(root, "2026-10-01");
      expect(await launchReport(root, settings, today)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each(translations)("names a page without its %s translation", async (code) => {
    const root = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      unlinkSync(path.join(root, "content", "legal", `impressum.${code}.md`));
      expect(await launchReport(root, settings)).toEqual([
        {
          where: `content/legal/impressum.${defaultLanguage}.md`,
          what: expect.stringContaining(`content/legal/impressum.${code}.md is missing`),
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a consent script the declared processing does not need as a finding, not a warning", async () => {
    const root = site(company("Nordlicht Digital").replace("  advertising: true\n", ""), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      expect(await launchReport(root, settings)).toEqual([
        { where: "GATSBY_CONSENT_SCRIPT_URL", what: expect.stringContaining("declares nothing to ask consent for") },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("dates the privacy policy by its sections too: one changed after the policy's date is named", async () => {
    const root = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.org", ...args], { cwd: root });
    try {
      git("init", "-q");
      git("add", ".");
      git("commit", "-q", "-m", "Inhalte", "--date", "2026-01-10T12:00:00");
      expect(await launchReport(root, settings)).toEqual([]);
      const section = `legal/privacy/statistics.${translations[0]}.md`;
      write(root, section, "\n## Visitor statistics, revised\n");
      expect(await launchReport(root, settings)).toEqual([
        { where: "content/legal/datenschutz.de.md:3", what: expect.stringContaining(`older than the last change of content/${section}`) },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a placeholder in an article like one in any other file", async () => {
    const root = site(company("Nordlicht Digital"), "Kontaktformular: [Formular](/kontakt/)\n");
    try {
      mkdirSync(path.join(root, "content", "blog"));
      write(root, "blog/neu.de.md", "---\ntitle: Neu\n---\n\nText.\n\nLaut [Platzhalter: Quelle] gilt das.\n");
      write(root, "blog/neu.en.md", "---\ntitle: New\n---\n\nText.\n\nAccording to [Placeholder: source], it holds.\n");
      expect((await launchReport(root, settings)).map((f) => f.where)).toEqual(["content/blog/neu.de.md:7", "content/blog/neu.en.md:7"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("checkDeclaredProcessing: the declaration against the settings, what runs, and itself", () => {
  const eu = { name: "Nordhost GmbH", country: "DE" };
  const facts: ProcessingFacts = {
    processing: { newsletter: false, advertising: false, analytics: false, statistics: false },
    providers: { hosting: { ...eu, front: "caddy" }, mail: { name: "Post AG", country: "DE, IE" } },
  };
  const context = {
    consentScript: false,
    ownServer: true,
    statisticsCounted: false,
    where: (keys: string[]) => `company.md:${keys.join(".")}`,
  };
  const check = (company: ProcessingFacts, settings: Partial<typeof context> = {}) =>
    checkDeclaredProcessing(company, { ...context, ...settings });
  const declaring = (key: string, providers = facts.providers) => ({
    ...facts,
    providers,
    processing: { ...facts.processing, [key]: true },
  });

  it("is content with a declaration that matches the settings", () => {
    expect(check(facts)).toEqual([]);
    expect(check(declaring("statistics"), { statisticsCounted: true })).toEqual([]);
  });

  it("holds the declared visitor statistics and STATS_ENABLED together", () => {
    expect(check(facts, { statisticsCounted: true })).toEqual([
      { where: "company.md:processing.statistics", what: expect.stringContaining("the own server counts visitors (STATS_ENABLED is on") },
    ]);
    expect(check(declaring("statistics"))).toEqual([
      { where: "company.md:processing.statistics", what: expect.stringContaining("STATS_ENABLED=false") },
    ]);
  });

  it("wants the web server the own server runs behind, and none on Netlify", () => {
    const front = (value: "caddy" | "nginx" | "none") => ({
      ...facts,
      providers: { ...facts.providers, hosting: { ...eu, front: value } },
    });
    expect(check(front("nginx"))).toEqual([]);
    expect(check(front("none"), { ownServer: false })).toEqual([]);
    expect(check(front("none"))).toEqual([
      { where: "company.md:providers.hosting.front", what: expect.stringContaining("set caddy or nginx") },
    ]);
    expect(check(front("caddy"), { ownServer: false })).toEqual([
      { where: "company.md:providers.hosting.front", what: expect.stringContaining("on Netlify no own server runs") },
    ]);
  });

  it.each(["newsletter", "analytics"] as const)("wants a declared %s's provider, and no provider without it", (key) => {
    const settings = { consentScript: true };
    const withConsent = { ...facts.providers, consent: eu };
    expect(check(declaring(key, withConsent), settings).map((f) => f.what)).toEqual([
      expect.stringContaining(`providers.${key} does not name its provider`),
    ]);
    const provided = { ...facts.providers, [key]: eu, consent: eu };
    expect(check(declaring(key, provided), settings)).toEqual([]);
    expect(check({ ...facts, providers: { ...facts.providers, [key]: eu } }).map((f) => f.where)).toEqual([`company.md:providers.${key}`]);
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["a placeholder", "[Platzhalter: Land der Verarbeitung]"],
  ])("names a provider whose country is %s: never read as EU only", (_case, country) => {
    const findings = check({ ...facts, providers: { ...facts.providers, mail: { name: "Post AG", country } } });
    expect(findings).toEqual([{ where: "company.md:providers.mail.country", what: expect.stringContaining('never read as "EU only"') }]);
  });

  it("wants a safeguard for a country outside the EU/EEA, and none inside it", () => {
    const usa = { name: "Netlify, Inc.", country: "US", front: "none" as const };
    const netlify = { ownServer: false };
    expect(check({ ...facts, providers: { ...facts.providers, hosting: usa } }, netlify)).toEqual([
      { where: "company.md:providers.hosting.safeguard", what: expect.stringContaining("Netlify, Inc.) processes data in US") },
    ]);
    const safeguarded = { ...usa, safeguard: "standardContractualClauses" as const };
    expect(check({ ...facts, providers: { ...facts.providers, hosting: safeguarded } }, netlify)).toEqual([]);
    expect(check({ ...facts, providers: { ...facts.providers, hosting: { ...eu, front: "caddy", country: "NO" } } })).toEqual([]);
  });

  it("wants a consent script with web analytics", () => {
    expect(check(declaring("analytics", { ...facts.providers, analytics: eu })).map((f) => [f.where, f.what])).toEqual([
      ["company.md:processing.analytics", expect.stringContaining("no consent script is configured")],
    ]);
  });

  it("names a consent script while nothing declared needs consent: the visitors' addresses would reach its provider for nothing", () => {
    const withProvider = { ...facts.providers, consent: eu };
    expect(check({ ...facts, providers: withProvider }, { consentScript: true })).toEqual([
      { where: "GATSBY_CONSENT_SCRIPT_URL", what: expect.stringMatching(/declares nothing to ask consent for[\s\S]*IP address/) },
    ]);
    expect(check(declaring("newsletter", { ...withProvider, newsletter: eu }), { consentScript: true })).toEqual([]);
    expect(check(declaring("advertising", withProvider), { consentScript: true })).toEqual([]);
  });

  it("holds the consent tool's provider and the consent script together", () => {
    expect(check(declaring("advertising"), { consentScript: true }).map((f) => f.what)).toEqual([
      expect.stringContaining("providers.consent does not name its provider"),
    ]);
    expect(check({ ...facts, providers: { ...facts.providers, consent: eu } }).map((f) => f.what)).toEqual([
      expect.stringContaining("needs no consent banner, so delete providers.consent"),
    ]);
  });
});

describe("checkLegalDates: the privacy policy's date and the footer's year", () => {
  const where = { policyDate: "datenschutz.md:17", copyrightYear: "company.md:84", statementReviewed: "barrierefreiheit.md:16" };
  const today = new Date("2026-11-25T10:00:00Z");
  const current = { statementReviewed: "2026-11-01" };

  it("names a date older than the policy's last change in any language, and nothing once it is that day or later", () => {
    const base = { ...current, copyrightYear: 2026, copyrightEntered: 2026, today };
    // The date is written once, in the default language's file; each language's text changes on its own.
    const changed = (...days: (string | undefined)[]) =>
      languages.map(({ code }, index) => ({ file: `datenschutz.${code}.md`, changed: days[index] ?? "2024-10-01" }));
    languages.forEach(({ code }, index) => {
      const policyChanges = changed(...languages.map((_, other) => (other === index ? "2026-11-24" : undefined)));
      expect(checkLegalDates({ ...base, policyDate: new Date("2024-10-18"), policyChanges }, where)).toEqual([
        {
          where: "datenschutz.md:17",
          what: expect.stringContaining(`2024-10-18 is older than the last change of datenschutz.${code}.md on 2026-11-24`),
        },
      ]);
    });
    const policyChanges = changed("2026-11-24", "2026-11-24");
    expect(checkLegalDates({ ...base, policyDate: new Date("2026-11-24"), policyChanges }, where)).toEqual([]);
    expect(checkLegalDates({ ...base, policyDate: "2026-11-25", policyChanges }, where)).toEqual([]);
    // Without a history (a copy of the files) there is nothing to compare with.
    expect(checkLegalDates({ ...base, policyDate: "2024-10-18" }, where)).toEqual([]);
  });

  it("names a copyright year before the year it was entered, and nothing for that year or later", () => {
    const base = { ...current, policyDate: "2026-11-25", today };
    expect(checkLegalDates({ ...base, copyrightYear: 2024, copyrightEntered: 2026 }, where)).toEqual([
      { where: "company.md:84", what: expect.stringContaining("© 2024, a year before the site went live") },
    ]);
    expect(checkLegalDates({ ...base, copyrightYear: 2026, copyrightEntered: 2026 }, where)).toEqual([]);
    // A launch year that has since passed stays valid: it was entered when it was current.
    const later = { today: new Date("2030-02-01"), statementReviewed: "2030-01-15" };
    expect(checkLegalDates({ ...base, ...later, copyrightYear: 2026, copyrightEntered: 2026 }, where)).toEqual([]);
    // Without a history, this year counts.
    expect(checkLegalDates({ ...base, copyrightYear: 2025 }, where).map((f) => f.where)).toEqual(["company.md:84"]);
    expect(checkLegalDates({ ...base, copyrightYear: 2026 }, where)).toEqual([]);
  });
});

describe("checkLegalDates: the accessibility statement's last review", () => {
  const where = { policyDate: "datenschutz.md:17", copyrightYear: "company.md:84", statementReviewed: "barrierefreiheit.md:16" };
  const base = { policyDate: "2026-11-25", copyrightYear: 2026, copyrightEntered: 2026, today: new Date("2026-11-25T10:00:00Z") };

  it("names a review more than twelve months before the build", () => {
    expect(checkLegalDates({ ...base, statementReviewed: "2025-11-24" }, where)).toEqual([
      { where: "barrierefreiheit.md:16", what: expect.stringContaining("last reviewed on 2025-11-24, more than twelve months ago") },
    ]);
    expect(checkLegalDates({ ...base, statementReviewed: new Date("2024-06-30") }, where).map((f) => f.where)).toEqual([
      "barrierefreiheit.md:16",
    ]);
  });

  it("names a statement without the date of its review", () => {
    expect(checkLegalDates({ ...base, statementReviewed: null }, where)).toEqual([
      { where: "barrierefreiheit.md:16", what: expect.stringContaining("no date of its last review") },
    ]);
  });

  it("accepts a review within the last twelve months, up to the same day a year ago", () => {
    expect(checkLegalDates({ ...base, statementReviewed: "2025-11-25" }, where)).toEqual([]);
    expect(checkLegalDates({ ...base, statementReviewed: new Date("2026-03-01") }, where)).toEqual([]);
    expect(checkLegalDates({ ...base, statementReviewed: "2026-11-25" }, where)).toEqual([]);
  });
});

describe("lineOfPath", () => {
  const text = [
    "---",
    "address:",
    "  country: DE",
    "providers:",
    "  hosting:",
    "    name: A",
    "  mail:",
    "    country: IE",
    "social: []",
  ].join("\n");
  it("finds a nested key below its parents, not the first key of that name", () => {
    expect(lineOfPath("company.md", text, ["providers", "mail", "country"])).toBe("company.md:8");
    expect(lineOfPath("company.md", text, ["address", "country"])).toBe("company.md:3");
    expect(lineOfPath("company.md", text, ["providers", "hosting", "country"])).toBe("company.md:5");
    expect(lineOfPath("company.md", text, ["social"])).toBe("company.md:9");
  });
});

describe("lastChange: when a file changed, from git's history", () => {
  const today = new Date("2026-11-25T10:00:00Z");

  it("is the author day of the newest commit that touched it (or the line), today while the working tree changes it, and unknown without a repository", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "last-change-"));
    const git = (date: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.invalid", ...args], {
        cwd: root,
        env: { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: "2026-11-20T12:00:00Z" },
      });
    try {
      expect(lastChange(root, "a.md", today)).toBeUndefined();
      git("2026-01-01", "init", "-q");
      writeFileSync(path.join(root, "a.md"), "copyrightYear: 2025\nname: A\n");
      git("2025-03-04", "add", "a.md");
      git("2025-03-04", "commit", "-qm", "first");
      writeFileSync(path.join(root, "a.md"), "copyrightYear: 2025\nname: B\n");
      git("2026-06-07", "commit", "-qam", "second");
      expect(lastChange(root, "a.md", today)).toBe("2026-06-07");
      expect(lastChange(root, "a.md", today, "^copyrightYear:")).toBe("2025-03-04");
      writeFileSync(path.join(root, "a.md"), "copyrightYear: 2026\nname: B\n");
      expect(lastChange(root, "a.md", today, "^copyrightYear:")).toBe("2026-11-25");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
