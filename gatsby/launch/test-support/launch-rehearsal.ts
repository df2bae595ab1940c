/**
 * The launch rehearsal's editor: what an editor changes in content/ before launch, with invented facts, in the two
 * ways an agency goes live (docs/content.md, "Tests follow the content"), and what the visitor must then read on the
 * legal pages. One list for both forms of the rehearsal: the full one (scripts/launch-rehearsal.mjs, a copy of the
 * repository through its unit tests and a production build) and the fast one in the unit tests
 * (gatsby/launch/__tests__/launch-rehearsal.test.ts, the launch check and the legal pages assembled without a build).
 */
import { writeFileSync } from "fs";
import path from "path";
import sharp from "sharp";
import { frontmatterIn, loadContent } from "../../content-model/load-content";
import { joinNames, type CompanyFacts } from "../../content-model/fill-company-tokens";
import { legalFormOf } from "../../content-model/legal-forms";

// Invented facts for the rehearsal only; they describe no real person or company.
export const replacements: [RegExp, string][] = [
  [/\[Platzhalter: Firmenname\]/g, "Nordlicht Digital"],
  [/\[Agenturname\]/g, "Nordlicht"],
  [/\[Platzhalter: Straße und Hausnummer\]/g, "Hafenstraße 12"],
  [/\[Platzhalter: PLZ\]/g, "20457"],
  [/\[Platzhalter: Ort\]/g, "Hamburg"],
  [/\[Platzhalter: Telefonnummer[^\]]*\]/g, "+49 40 1234567"],
  [/\[Platzhalter: Name der verantwortlichen Person\]/g, "Lena Hoffmann"],
  [/\[Platzhalter: Gründer 1\]/g, "Lena Hoffmann"],
  [/\[Platzhalter: Gründer 2\]/g, "Jonas Weber"],
  [/Platzhalterbild für Gründer 1/g, "Porträt von Lena Hoffmann"],
  [/Platzhalterbild für Gründer 2/g, "Porträt von Jonas Weber"],
  [/\[Platzhalter: Name des [^\]]*\]/g, "Nordhost Rechenzentrum GmbH"],
  [/\[Platzhalter: Anschrift des [^\]]*\]/g, "Serverweg 1, 90402 Nürnberg"],
  [/\[Platzhalter: Land der Verarbeitung[^\]]*\]/g, "DE"],
  [
    /\[Platzhalter: was der Hosting-Anbieter selbst protokolliert[^\]]*\]/g,
    "Der Hosting-Anbieter speichert darüber hinaus Server-Logfiles mit den genannten Daten einschließlich der IP-Adresse für höchstens sieben Tage.",
  ],
  [/\[Platzhalter: Name und Link des Generators\]/g, "dem Datenschutz-Generator von Nordlicht Legal (https://legal.nordlicht-digital.de)"],
  [/\[Platzhalter Premium-Lizenz:\*\*/g, "**Hinweis zur Premium-Lizenz:**"],
  [/\*\*\]\*\*/g, ""],
  [/kontakt@example\.com/g, "kontakt@nordlicht-digital.de"],
  // The English texts' placeholders (content/*.en.md), replaced with the same invented facts.
  [/Placeholder image for founder 1/g, "Portrait of Lena Hoffmann"],
  [/Placeholder image for founder 2/g, "Portrait of Jonas Weber"],
  [
    /\[Placeholder: what the hosting provider itself logs[^\]]*\]/g,
    "The hosting provider also keeps server log files with the data named above, including the IP address, for at most seven days.",
  ],
  [
    /\[Placeholder: name and link of the generator\]/g,
    "the privacy policy generator of Nordlicht Legal (https://legal.nordlicht-digital.de)",
  ],
  [/\*\*\[Placeholder premium licence:\*\*/g, "**Note on the premium licence:**"],
  [/https:\/\/example\.com\/platzhalter-/g, "https://www.nordlicht-digital.de/"],
  // The footer's year: the year of the launch, not the specification's 2024 (a copy has no history, so this year counts).
  [/^copyrightYear: \d+$/gm, `copyrightYear: ${new Date().getFullYear()}`],
];

export const settings = {
  SITE_URL: "https://www.nordlicht-digital.de",
  GATSBY_CONTACT_API_KEY: "nordlicht-3f9a",
  SMTP_URL: "smtp://127.0.0.1:2526",
  MAIL_TO: "anfragen@nordlicht-digital.de",
  MAIL_FROM: "website@nordlicht-digital.de",
  CMS_GITHUB_REPO: "nordlicht/website",
};
export const consentSettings = {
  GATSBY_CONSENT_SCRIPT_URL: "https://consent.nordlicht-digital.de/loader.js",
  GATSBY_CONSENT_SETTINGS_FUNCTION: "ConsentStandIn.open",
};

/** Words a page must show and words it must not. */
export interface Reading {
  shows?: string[];
  hides?: string[];
}

export interface RehearsalVariant {
  name: string;
  /** The settings made (the consent script's only where named). */
  env: Record<string, string>;
  /** The editor's changes to content/company.de.md beyond the placeholders. */
  company: (text: string) => string;
  /** Each legal page by its address without slashes (`en/privacy`), as the visitor reads it. */
  pages: Record<string, Reading>;
}

export const variants: RehearsalVariant[] = [
  {
    name: "no newsletter",
    env: settings,
    // Nothing but the website and the contact form: no consent tool, so no consent provider. A VAT
    // ID received (an invented one, in the format the Federal Central Tax Office gives).
    // No newsletter and no advertising mail: two declarations, and their sections leave the policy in every language.
    company: (text) =>
      text
        .replace(/\n {2}consent:\n(?: {4}.*\n)+/, "\n")
        .replace(/^vatId: ""$/m, "vatId: DE123456789")
        .replace("  newsletter: true", "  newsletter: false")
        .replace("  advertising: true", "  advertising: false"),
    pages: {
      datenschutz: {
        shows: ["setzt keine Cookies", "nur seine Fehlermeldungen können die IP-Adresse enthalten"],
        hides: ["Einwilligungsverwaltung mit einem Cookie-Consent-Tool", "Double-Opt-in", "Werbliche Kommunikation", "Direktmarketing"],
      },
      "en/privacy": {
        shows: ["do not set cookies"],
        hides: ["Consent management with a cookie consent tool", "Double opt-in", "Promotional communication", "Direct marketing"],
      },
      impressum: { shows: ["DE123456789"] },
    },
  },
  {
    name: "newsletter",
    env: { ...settings, ...consentSettings },
    company: (text) =>
      text
        .replace(/^legalForm: .*$/m, "legalForm: GmbH")
        .replace(/^register:\n {2}court: ""\n {2}number: ""$/m, 'register:\n  court: "Amtsgericht Hamburg"\n  number: "HRB 123456"')
        // No VAT ID yet: the status line goes, as the launch check asks, and with it the Impressum's VAT block.
        .replace(/^vatStatus: .*\n/m, "")
        .replace("    front: caddy", "    front: nginx")
        // At the end of providers, which legalTexts follows.
        .replace(
          /\nlegalTexts:/,
          '\n  newsletter:\n    name: "Polarpost Mailing Inc."\n    address: "100 Harbor Street, Portland, ME 04101, USA"\n' +
            '    privacyUrl: "https://www.polarpost-mailing.example/privacy"\n    country: "US"\n' +
            "    safeguard: standardContractualClauses\nlegalTexts:",
        ),
    pages: {
      datenschutz: {
        shows: [
          "Einwilligungsverwaltung mit einem Cookie-Consent-Tool",
          "Double-Opt-in",
          "Polarpost Mailing Inc.",
          "Standardvertragsklauseln der",
          "die vollständige abgerufene Adresse mit angehängten Parametern und die zuvor besuchte Seite",
        ],
        hides: ["setzt keine Cookies", "nur seine Fehlermeldungen können die IP-Adresse enthalten"],
      },
      "en/privacy": {
        shows: ["Consent management with a cookie consent tool", "Double opt-in", "including any appended parameters"],
        hides: ["do not set cookies"],
      },
      impressum: { hides: ["Umsatzsteuer-Identifikationsnummer", "Noch nicht Erhalten"] },
    },
  },
];

// The files keep long texts folded over several lines (the CMS's format): a line break may fall between a placeholder's words.
const acrossLines = (pattern: RegExp) => new RegExp(pattern.source.replaceAll(" ", "\\s+"), pattern.flags);

/** A file of content/ (its path relative to it) as the editor leaves it: every placeholder replaced, the variant's changes made. */
function filledFile(file: string, text: string, variant: RehearsalVariant, today: Date): string {
  let filled = replacements.reduce((result, [pattern, value]) => result.replace(acrossLines(pattern), value), text);
  if (file === "company.de.md") filled = variant.company(filled);
  // The editor reviews the accessibility statement before launch and dates the review: the check names a review
  // more than twelve months old, which the delivered date becomes in time.
  if (file === "legal/barrierefreiheit.de.md") filled = filled.replace(/^date: .*$/m, `date: ${today.toISOString().slice(0, 10)}`);
  return filled;
}

/**
 * Fills the content/ of a copy (`root`) as the editor would, by hand: the placeholders and the variant's changes in
 * every Markdown file, and in place of each placeholder image (the founders' portraits) a photo of the same size,
 * here a plain colour. Returns how many files and images changed.
 */
export async function fillCopy(root: string, variant: RehearsalVariant, today = new Date()): Promise<{ files: number; images: number }> {
  const content = loadContent(path.join(root, "content"));
  let files = 0;
  for (const { path: file, text } of content.records.values()) {
    const after = filledFile(file, text, variant, today);
    if (after !== text) {
      writeFileSync(path.join(content.dir, file), after);
      files += 1;
    }
  }
  const images = content.placeholderImages;
  for (const image of images) {
    const file = path.join(content.dir, image);
    const { width, height } = await sharp(file).metadata();
    writeFileSync(
      file,
      await sharp({ create: { width: width!, height: height!, channels: 3, background: "#3b5b7a" } })
        .jpeg()
        .toBuffer(),
    );
  }
  return { files, images: images.length };
}

/**
 * What each legal page of a filled copy must read: the variant's words, and the Impressum the representatives named
 * with the words the copy's legal form wants (a GmbH's Geschäftsführer).
 */
export function readings(root: string, variant: RehearsalVariant): Record<string, Reading> {
  const company = frontmatterIn<CompanyFacts>(loadContent(path.join(root, "content")), "company")!;
  const form = legalFormOf(company.legalForm)!;
  const representatives = `${company.legalTexts.representation[form.representation]} ${joinNames(company.representatives, "de")}`;
  const impressum = variant.pages.impressum ?? {};
  return { ...variant.pages, impressum: { ...impressum, shows: [...(impressum.shows ?? []), representatives] } };
}

/** What a page's text (tags removed) lacks of what it must show, and shows of what it must not. */
export function misreadings(page: string, text: string, { shows = [], hides = [] }: Reading): string[] {
  return [
    ...shows.filter((words) => !text.includes(words)).map((words) => `/${page}/ lacks "${words}"`),
    ...hides.filter((words) => text.includes(words)).map((words) => `/${page}/ shows "${words}"`),
  ];
}

/** A page's HTML as text: what a visitor reads. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
