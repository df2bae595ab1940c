// Where the end-to-end tests find Firefox, which Playwright drives over WebDriver BiDi (its
// "moz-firefox" channel): FIREFOX_PATH, else Debian's firefox-esr, else a firefox on PATH.
const { existsSync } = require("fs");
const path = require("path");

function findFirefox() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  for (const name of ["firefox-esr", "firefox"]) {
    for (const dir of (process.env.PATH || "").split(path.delimiter)) {
      const candidate = path.join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

module.exports = { findFirefox };
