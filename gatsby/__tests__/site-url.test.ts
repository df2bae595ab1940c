/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";

const root = path.join(__dirname, "..", "..");

/** gatsby/site-url.ts loaded as gatsby-config.ts loads it, in a fresh process with `env`. */
const load = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "-e", `console.log(require("./gatsby/site-url.ts").siteUrl)`], {
    cwd: root,
    env: { PATH: process.env.PATH!, ...env },
    encoding: "utf8",
  });

describe("the build's settings", () => {
  it("give the site's address", () => {
    expect(load({ SITE_URL: "https://www.agentur.example/" }).stdout.trim()).toBe("https://www.agentur.example");
  });

  it("stop the build with the message of a wrong setting, which Gatsby would otherwise lose", () => {
    const wrong = load({ SITE_URL: "www.agentur.example" });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/^Configuration error: SITE_URL must be an absolute URL/m);
  });
});
