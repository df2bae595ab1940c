// npm run test:launch-rehearsal: what an editor does before launch, rehearsed in a copy of the
// repository. Every placeholder in content/ is replaced by realistic (invented) values and the
// settings are made; then, in that copy, the unit tests and a production build must pass and
// `npm run check:launch` must find nothing left. A test that pins a placeholder fails here.
// `--e2e` also runs the end-to-end tests in the copy.
import { execFileSync, execSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const copy = mkdtempSync(path.join(os.tmpdir(), "launch-rehearsal-"));

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
  [/\[Platzhalter: Name und Link des Generators\]/g, "dem Datenschutz-Generator von Nordlicht Legal (https://legal.nordlicht-digital.de)"],
  [/\[Platzhalter Premium-Lizenz:\*\*/g, "**Hinweis zur Premium-Lizenz:**"],
  [/\*\*\]\*\*/g, ""],
  [/kontakt@example\.com/g, "kontakt@nordlicht-digital.de"],
  [/https:\/\/example\.com\/platzhalter-/g, "https://www.nordlicht-digital.de/"],
];

const settings = {
  SITE_URL: "https://www.nordlicht-digital.de",
  GATSBY_CONSENT_SCRIPT_URL: "https://consent.nordlicht-digital.de/loader.js",
  GATSBY_CONSENT_SETTINGS_FUNCTION: "ConsentStandIn.open",
  GATSBY_CONTACT_API_KEY: "nordlicht-3f9a",
  SMTP_URL: "smtp://127.0.0.1:2526",
  MAIL_TO: "anfragen@nordlicht-digital.de",
  MAIL_FROM: "website@nordlicht-digital.de",
  CMS_GITHUB_REPO: "nordlicht/website",
};

function copyRepository() {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
}

function replacePlaceholders() {
  const contentDir = path.join(copy, "content");
  let changed = 0;
  for (const file of readdirSync(contentDir, { recursive: true })) {
    if (!file.endsWith(".md")) continue;
    const full = path.join(contentDir, file);
    const before = readFileSync(full, "utf8");
    const after = replacements.reduce((text, [pattern, value]) => text.replace(pattern, value), before);
    if (after !== before) {
      writeFileSync(full, after);
      changed += 1;
    }
  }
  return changed;
}

const env = { ...process.env, ...settings, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "" };
const step = (title, command) => {
  console.log(`\n== ${title}: ${command}`);
  execSync(command, { cwd: copy, env, stdio: "inherit" });
};

try {
  copyRepository();
  console.log(`Launch rehearsal in ${copy}: placeholders replaced in ${replacePlaceholders()} files of content/`);
  step("nothing left to change", "node --import tsx scripts/check-launch.ts");
  step("unit tests", "npx jest --silent");
  step("production build", "npx gatsby build");
  if (process.argv.includes("--e2e")) step("end-to-end tests", "npx playwright test");
  console.log("\nLaunch rehearsal passed: with every placeholder replaced, the checks, the tests and the build pass.");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
