// npm run test:launch-rehearsal: what an editor does before launch, rehearsed in copies of the
// repository. Every placeholder in content/ is replaced by realistic (invented) values, the
// placeholder portraits by other pictures, the accessibility statement's review is dated today and
// the settings are made; then, in each copy, `npm run check:launch` must find nothing left and the
// unit tests and a production build must pass. A test that pins a placeholder fails here.
//
// Two copies, as the two ways an agency goes live (docs/content.md, "Privacy policy"):
// - "no newsletter": newsletter and advertising mail no longer declared (their sections leave both
//   languages' policies), no consent tool, behind Caddy;
// - "newsletter": a GmbH with a newsletter (its provider outside the EU, with its safeguard) and
//   advertising mail declared, a consent script configured, behind nginx.
// Each build's privacy policy is then read in both languages (the consent subsection only with the
// consent script, nginx's error log only behind nginx), and its Impressum: the representatives named
// as the legal form wants (a GmbH's Geschäftsführer).
// `--e2e` also runs the end-to-end tests in the first copy (`--e2e=every-page,desktop`: those Playwright
// projects only); `--only=<name>` rehearses one copy.
import { execFileSync, execSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const { findPlaceholderImages } = await tsImport("../build/launch/find-placeholder-images.ts", import.meta.url);
const { legalFormOf } = await tsImport("../build/content-model/legal-forms.ts", import.meta.url);
const { joinNames } = await tsImport("../build/content-model/fill-company-tokens.ts", import.meta.url);

// Invented facts for the rehearsal only; they describe no real person or company.
const replacements = [
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
  [/\[Platzhalter: Land der Verarbeitung[^\]]*\]/g, "Deutschland"],
  [/"\[Platzhalter: nur außerhalb von EU\/EWR[^\]]*\]"/g, '""'],
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

/**
 * The editor reviews the accessibility statement before launch and dates the review: the check
 * names a review more than twelve months old, which the delivered date becomes in time.
 */
function dateStatementReview(copy) {
  const today = new Date().toISOString().slice(0, 10);
  edit(path.join(copy, "content", "legal", "barrierefreiheit.de.md"), (text) => text.replace(/^date: .*$/m, `date: ${today}`));
}

/** In place of each placeholder image (the founders' portraits), a photo of the same size: here a plain colour. */
async function replacePlaceholderImages(copy) {
  const images = await findPlaceholderImages(copy);
  for (const { where } of images) {
    const file = path.join(copy, where);
    const { width, height } = await sharp(file).metadata();
    const photo = await sharp({ create: { width, height, channels: 3, background: "#3b5b7a" } })
      .jpeg()
      .toBuffer();
    writeFileSync(file, photo);
  }
  return images.length;
}

const settings = {
  SITE_URL: "https://www.nordlicht-digital.de",
  GATSBY_CONTACT_API_KEY: "nordlicht-3f9a",
  SMTP_URL: "smtp://127.0.0.1:2526",
  MAIL_TO: "anfragen@nordlicht-digital.de",
  MAIL_FROM: "website@nordlicht-digital.de",
  CMS_GITHUB_REPO: "nordlicht/website",
};
const consentSettings = {
  GATSBY_CONSENT_SCRIPT_URL: "https://consent.nordlicht-digital.de/loader.js",
  GATSBY_CONSENT_SETTINGS_FUNCTION: "ConsentStandIn.open",
};

const companyFile = (copy) => path.join(copy, "content", "company.de.md");
const edit = (file, change) => writeFileSync(file, change(readFileSync(file, "utf8")));

const variants = [
  {
    name: "no newsletter",
    env: settings,
    prepare(copy) {
      // Nothing but the website and the contact form: no consent tool, so no consent provider. A VAT
      // ID received (an invented one, in the format the Federal Central Tax Office gives).
      // No newsletter and no advertising mail: two declarations, and their sections leave the policy in every language.
      edit(companyFile(copy), (text) =>
        text
          .replace(/\n {2}consent:\n(?: {4}.*\n)+/, "\n")
          .replace(/^vatId: ""$/m, "vatId: DE123456789")
          .replace("  newsletter: true", "  newsletter: false")
          .replace("  advertising: true", "  advertising: false"),
      );
    },
    built: {
      datenschutz: {
        shows: ["setzt keine Cookies", "nur seine Fehlermeldungen können die IP-Adresse enthalten"],
        hides: ["Einwilligungsverwaltung mit einem Cookie-Consent-Tool", "Double-Opt-in", "Werbliche Kommunikation", "Direktmarketing"],
      },
      "en/privacy": {
        shows: ["do not set cookies"],
        hides: ["Consent management with a cookie consent tool", "Double opt-in", "Promotional communication", "Direct marketing"],
      },
    },
    impressum: { shows: ["DE123456789"] },
  },
  {
    name: "newsletter",
    env: { ...settings, ...consentSettings },
    prepare(copy) {
      edit(companyFile(copy), (text) =>
        text
          .replace(/^legalForm: .*$/m, "legalForm: GmbH")
          .replace(/^register:\n {2}court: ""\n {2}number: ""$/m, 'register:\n  court: "Amtsgericht Hamburg"\n  number: "HRB 123456"')
          // No VAT ID yet: the status line goes, as the launch check asks, and with it the Impressum's VAT block.
          .replace(/^vatStatus: .*\n/m, "")
          .replace("    front: caddy", "    front: nginx")
          // At the end of providers, which retention follows.
          .replace(
            /\nretention:/,
            '\n  newsletter:\n    name: "Polarpost Mailing Inc."\n    address: "100 Harbor Street, Portland, ME 04101, USA"\n' +
              '    privacyUrl: "https://www.polarpost-mailing.example/privacy"\n    country: "USA"\n' +
              '    safeguard: "Standardvertragsklauseln der Europäischen Kommission"\nretention:',
          ),
      );
    },
    built: {
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
    },
    impressum: { hides: ["Umsatzsteuer-Identifikationsnummer", "Noch nicht Erhalten"] },
  },
];

function copyRepository(copy) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    // A checkout whose node_modules is a symlink lists it as untracked; the copy links its own.
    .filter((file) => file && !/(^|\/)node_modules(\/|$)/.test(file));
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  // The root's packages, and the lint workspace's (ESLint 9, which a unit test runs).
  for (const dir of ["node_modules", "tools/lint/node_modules"]) symlinkSync(path.join(root, dir), path.join(copy, dir), "dir");
}

// The files keep long texts folded over several lines (the CMS's format): a line break may fall between a placeholder's words.
const acrossLines = (pattern) => new RegExp(pattern.source.replaceAll(" ", "\\s+"), pattern.flags);

function replacePlaceholders(copy) {
  const contentDir = path.join(copy, "content");
  let changed = 0;
  for (const file of readdirSync(contentDir, { recursive: true })) {
    if (!file.endsWith(".md")) continue;
    const full = path.join(contentDir, file);
    const before = readFileSync(full, "utf8");
    const after = replacements.reduce((text, [pattern, value]) => text.replace(acrossLines(pattern), value), before);
    if (after !== before) {
      writeFileSync(full, after);
      changed += 1;
    }
  }
  return changed;
}

/** A built page as text: what a visitor reads. */
function builtText(copy, page) {
  const html = readFileSync(path.join(copy, "public", page, "index.html"), "utf8");
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

/** How the Impressum must name the representatives of the copy's company: the words its legal form wants, then the names. */
function representation(copy) {
  const company = matter(readFileSync(companyFile(copy), "utf8")).data;
  const form = legalFormOf(company.legalForm);
  return `${company.legalTexts.representation[form.representation]} ${joinNames(company.representatives, "de")}`;
}

async function rehearse(variant) {
  const copy = mkdtempSync(path.join(os.tmpdir(), "launch-rehearsal-"));
  const env = { ...process.env, ...variant.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "" };
  for (const name of Object.keys(consentSettings)) if (!(name in variant.env)) delete env[name];
  const step = (title, command) => {
    console.log(`\n== [${variant.name}] ${title}: ${command}`);
    execSync(command, { cwd: copy, env, stdio: "inherit" });
  };
  const started = Date.now();
  try {
    copyRepository(copy);
    const changed = replacePlaceholders(copy);
    const photos = await replacePlaceholderImages(copy);
    dateStatementReview(copy);
    variant.prepare(copy);
    console.log(
      `\nLaunch rehearsal "${variant.name}" in ${copy}: placeholders replaced in ${changed} files of content/ and ${photos} images`,
    );
    // Edited by hand, as an editor without the CMS would, then put back into the CMS's format.
    step("content in the CMS's format", "node --import tsx scripts/format-content.ts");
    step("nothing left to change", "node --import tsx scripts/check-launch.ts");
    step("unit tests", "npx jest --silent");
    step("production build", "npx gatsby build");
    for (const [page, { shows, hides }] of Object.entries(variant.built)) {
      const text = builtText(copy, page);
      for (const expected of shows) if (!text.includes(expected)) throw new Error(`/${page}/ lacks "${expected}"`);
      for (const unexpected of hides) if (text.includes(unexpected)) throw new Error(`/${page}/ shows "${unexpected}"`);
    }
    const representatives = representation(copy);
    if (!builtText(copy, "impressum").includes(representatives)) throw new Error(`/impressum/ lacks "${representatives}"`);
    console.log(`\n[${variant.name}] /impressum/ says "${representatives}"`);
    const impressum = builtText(copy, "impressum");
    for (const expected of variant.impressum?.shows ?? [])
      if (!impressum.includes(expected)) throw new Error(`/impressum/ lacks "${expected}"`);
    for (const unexpected of variant.impressum?.hides ?? [])
      if (impressum.includes(unexpected)) throw new Error(`/impressum/ shows "${unexpected}"`);
    if (variant === variants[0] && e2e !== undefined)
      step("end-to-end tests", ["npx playwright test", ...e2e.map((name) => `--project=${name}`)].join(" "));
    console.log(`\n[${variant.name}] passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// `--e2e` runs every Playwright project in the first copy, `--e2e=every-page,desktop` the ones it names.
const e2eArg = process.argv.find((arg) => arg === "--e2e" || arg.startsWith("--e2e="));
const e2e = e2eArg === undefined ? undefined : e2eArg.slice("--e2e=".length).split(",").filter(Boolean);

// `--only=newsletter` rehearses one copy (while working on it); the test runs both.
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const rehearsed = variants.filter((variant) => !only || variant.name === only);
for (const variant of rehearsed) await rehearse(variant);
console.log(
  `\nLaunch rehearsal passed: with every placeholder replaced, ${rehearsed.map((variant) => `"${variant.name}"`).join(" and ")} ` +
    "pass the checks, the tests and the build.",
);
