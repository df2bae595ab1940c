// npm run cms: the CMS on this machine as it works on GitHub. Starts decap-server in git mode over
// this repository (saving in /admin/ creates a branch cms/… with a commit; publishing merges it
// into the local branch CMS_BRANCH, main by default) and the production server over the build
// `npm run cms` made first, with CMS_LOCAL_BACKEND, so the CMS page's policy lets it reach
// decap-server. Ctrl-C stops both. (docs/content.md, "The CMS")
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: root,
    env: { ...process.env, MODE: "git", GIT_REPO_DIRECTORY: root, PORT: "8081", BIND_HOST: "127.0.0.1" },
    stdio: "inherit",
  }),
  spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "start.ts")], { cwd: root, stdio: "inherit" }),
];
console.log(`CMS: http://127.0.0.1:${process.env.PORT || 9000}/admin/ ("Login"); changes become branches cms/… in this repository.`);

const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
