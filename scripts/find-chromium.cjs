// Where the end-to-end tests find Chromium: CHROME_PATH, else a chromium on PATH,
// else Playwright's own download (undefined lets Playwright choose).
const { existsSync } = require("fs");
const path = require("path");

const names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

function onPath(name) {
  for (const dir of (process.env.PATH || "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const name of names) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

module.exports = { findChromium };
