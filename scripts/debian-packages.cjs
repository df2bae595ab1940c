// What the scripts that make sure a tool is there (ensure-*.cjs) share: on Debian, as root, they
// install the tool's package themselves; elsewhere they say which command to run.
const { existsSync } = require("fs");
const { execSync } = require("child_process");

const canInstall = typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/etc/debian_version");

function installDebianPackage(name) {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: "inherit" });
}

module.exports = { canInstall, installDebianPackage };
