// Where the tests and the benchmarks find Chromium: CHROME_PATH, else one on PATH, else
// Playwright's own download (undefined lets Playwright choose).
//
// The tests take Chromium's headless shell first (Debian's chromium-headless-shell: the same
// Chromium build in the old headless mode, which Playwright itself runs headless tests in): the
// end-to-end suite took a third less time in it than in the full browser, with the same results
// (docs/decisions.md). The benchmarks take the full browser, which renders as a visitor's Chrome does.
const { existsSync } = require("fs");
const path = require("path");

const browsers = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const HEADLESS_SHELL = "chromium-headless-shell";

function onPath(name) {
  for (const dir of (process.env.PATH || "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** `forTests`: the headless shell where it is installed, else the full browser; otherwise the full browser first. */
function findChromium({ forTests = false } = {}) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const names = forTests ? [HEADLESS_SHELL, ...browsers] : [...browsers, HEADLESS_SHELL];
  for (const name of names) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

module.exports = { findChromium, HEADLESS_SHELL };
