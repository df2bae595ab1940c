// Run before `npm run test:deploy`: makes sure Caddy and the Mozilla HTTP Observatory's scanner are
// there. Caddy is Debian's package, installed when we are root on Debian, else we say what to do
// (as scripts/ensure-browser.cjs does for the browsers). The scanner goes into tools/observatory/
// from its lockfile with --ignore-scripts: its install scripts download Chromium's HSTS preload
// list and a list of top-level domains from outside the npm registry, which CI cannot reach. The
// scan reads the preload list, so an empty one stands in: the test's host, localhost, is in no
// preload list anyway.
const { existsSync, readFileSync, writeFileSync } = require("fs");
const { execSync, spawnSync } = require("child_process");
const path = require("path");
const { canInstall, installDebianPackage } = require("./debian-packages.cjs");

const observatoryDir = path.join(__dirname, "..", "tools", "observatory");
const scannerDir = path.join(observatoryDir, "node_modules", "@mdn", "mdn-http-observatory");

function ensureCaddy() {
  const found = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (found.status === 0) return console.log(`caddy ${found.stdout.trim()}`);
  if (canInstall) {
    console.log("No caddy found: installing Debian's caddy package ...");
    return installDebianPackage("caddy");
  }
  console.error(
    ["No caddy found for npm run test:deploy. Install it, then run it again:", "  Debian/Ubuntu:  sudo apt-get install -y caddy"].join(
      "\n",
    ),
  );
  process.exit(1);
}

function ensureObservatory() {
  const wanted = JSON.parse(readFileSync(path.join(observatoryDir, "package.json"), "utf8")).dependencies["@mdn/mdn-http-observatory"];
  const installed = path.join(scannerDir, "package.json");
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, "utf8")).version !== wanted) {
    console.log(`Installing the HTTP Observatory's scanner ${wanted} into tools/observatory/ ...`);
    execSync("npm ci --ignore-scripts --no-audit --no-fund", { cwd: observatoryDir, stdio: "inherit" });
  }
  const preloadList = path.join(scannerDir, "conf", "hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
  console.log(`HTTP Observatory scanner ${wanted}`);
}

ensureCaddy();
ensureObservatory();
