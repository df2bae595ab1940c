// Run before the end-to-end tests: the HTML check (the Nu HTML Checker, npm vnu-jar) needs
// Java 11 or newer. Installs Debian's headless JRE when we are root on Debian, else says
// exactly what to do.
const { spawnSync } = require("child_process");
const { canInstall, installDebianPackage } = require("./debian-packages.cjs");

const java = spawnSync("java", ["-version"], { encoding: "utf8" });
if (java.status === 0) {
  console.log(`HTML checker runtime: ${(java.stderr || java.stdout).split("\n")[0]}`);
  process.exit(0);
}
if (canInstall) {
  console.log("No Java found for the HTML checker: installing Debian's default-jre-headless package ...");
  installDebianPackage("default-jre-headless");
  process.exit(0);
}
console.error(
  [
    "No Java found for the HTML checker (vnu-jar). Install Java 11 or newer, then run npm test again:",
    "  Debian/Ubuntu:  sudo apt-get install -y default-jre-headless",
    "  macOS:          brew install openjdk",
  ].join("\n"),
);
process.exit(1);
