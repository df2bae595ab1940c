// Run before the end-to-end tests: makes sure a Chromium is there, installing
// Debian's package when we are root on Debian, else saying exactly what to do.
const { existsSync } = require("fs");
const { execSync } = require("child_process");
const { findChromium } = require("./find-chromium.cjs");

function playwrightHasOwnBrowser() {
  try {
    const { chromium } = require("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const found = findChromium();
if (found && existsSync(found)) {
  console.log(`e2e browser: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  process.exit(1);
}
if (playwrightHasOwnBrowser()) {
  console.log("e2e browser: Playwright's own Chromium");
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log("No Chromium found: installing Debian's chromium package ...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  process.exit(0);
}
console.error(
  [
    "No Chromium found for the end-to-end tests. Do one of these, then run npm test again:",
    "  Debian/Ubuntu:  sudo apt-get install -y chromium",
    "  any system:     npx playwright install chromium",
    "  or point CHROME_PATH at an installed Chrome or Chromium.",
  ].join("\n"),
);
process.exit(1);
