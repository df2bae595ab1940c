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
// The replacements, the two copies and what their pages must read are gatsby/launch/test-support/launch-rehearsal.ts, which the
// unit tests rehearse too, without a build (gatsby/launch/__tests__/launch-rehearsal.test.ts).
// `--e2e` also runs the end-to-end tests in the first copy (`--e2e=every-page,desktop`: those Playwright
// projects only); `--only=<name>` rehearses one copy.
import { execFileSync, execSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const { consentSettings, fillCopy, misreadings, readings, textOf, variants } = await tsImport(
  "../gatsby/launch/test-support/launch-rehearsal.ts",
  import.meta.url,
);

function copyRepository(copy) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    // A checkout whose node_modules is a symlink lists it as untracked; the copy links its own.
    .filter((file) => file && !/(^|\/)node_modules(\/|$)/.test(file));
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  // The root's packages, and the lint workspace's (ESLint 9, which a unit test runs).
  for (const dir of ["node_modules", "tools/lint/node_modules"]) symlinkSync(path.join(root, dir), path.join(copy, dir), "dir");
}

// The unit tests but their own rehearsal, which fills the shipped content: a copy's content is filled already.
const unitTests = [
  "npx jest --silent",
  ...[
    ...createRequire(import.meta.url)("../jest.config.js").testPathIgnorePatterns,
    "/gatsby/launch/__tests__/launch-rehearsal\\.test\\.ts$",
  ].map((pattern) => `--testPathIgnorePatterns='${pattern}'`),
].join(" ");

/** A built page as text: what a visitor reads. */
const builtText = (copy, page) => textOf(readFileSync(path.join(copy, "public", page, "index.html"), "utf8"));

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
    const filled = await fillCopy(copy, variant);
    console.log(
      `\nLaunch rehearsal "${variant.name}" in ${copy}: placeholders replaced in ${filled.files} files of content/ and ${filled.images} images`,
    );
    // Edited by hand, as an editor without the CMS would.
    step("nothing left to change", "node --import tsx scripts/check-launch.ts");
    step("unit tests", unitTests);
    step("production build", "npx gatsby build");
    const problems = Object.entries(readings(copy, variant)).flatMap(([page, reading]) =>
      misreadings(page, builtText(copy, page), reading),
    );
    if (problems.length > 0) throw new Error(problems.join("\n"));
    console.log(`\n[${variant.name}] the privacy policy and the Impressum read as the copy declares`);
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
