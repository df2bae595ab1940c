// Run before the end-to-end tests: makes sure Chromium and Firefox are there, installing
// Debian's packages when we are root on Debian (Chromium as its headless shell, which the tests
// take first: scripts/find-chromium.cjs), else saying exactly what to do. Without
// Chromium the tests cannot run; without Firefox only its project is left out (playwright.config.ts).
const { existsSync } = require("fs");
const { canInstall, installDebianPackage } = require("./debian-packages.cjs");
const { findChromium, HEADLESS_SHELL } = require("./find-chromium.cjs");
const { findFirefox } = require("./find-firefox.cjs");

function playwrightHasOwnChromium() {
  try {
    const { chromium } = require("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function ensureChromium() {
  const found = findChromium({ forTests: true });
  if (found && existsSync(found)) return console.log(`e2e browser: ${found}`);
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
    process.exit(1);
  }
  if (playwrightHasOwnChromium()) return console.log("e2e browser: Playwright's own Chromium");
  if (canInstall) {
    console.log(`No Chromium found: installing Debian's ${HEADLESS_SHELL} package ...`);
    return installDebianPackage(HEADLESS_SHELL);
  }
  console.error(
    [
      "No Chromium found for the end-to-end tests. Do one of these, then run npm test again:",
      `  Debian/Ubuntu:  sudo apt-get install -y ${HEADLESS_SHELL} (or chromium)`,
      "  any system:     npx playwright install chromium",
      "  or point CHROME_PATH at an installed Chrome or Chromium.",
    ].join("\n"),
  );
  process.exit(1);
}

function ensureFirefox() {
  const found = findFirefox();
  if (found && existsSync(found)) return console.log(`e2e browser: ${found}`);
  if (canInstall) {
    console.log("No Firefox found: installing Debian's firefox-esr package ...");
    try {
      return installDebianPackage("firefox-esr");
    } catch {
      // Reported below: the Firefox project is left out, the rest runs.
    }
  }
  console.warn(
    [
      "No Firefox found: the end-to-end tests run without their Firefox project. To include it:",
      "  Debian/Ubuntu:  sudo apt-get install -y firefox-esr",
      "  or point FIREFOX_PATH at an installed Firefox.",
    ].join("\n"),
  );
}

ensureChromium();
ensureFirefox();
