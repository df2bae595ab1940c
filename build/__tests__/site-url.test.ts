/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";

const root = path.join(__dirname, "..", "..");

/** build/site-url.ts loaded as gatsby-config.ts loads it, in a fresh process with `env`. */
const load = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "-e", `console.log(require("./build/site-url.ts").siteUrl)`], {
    cwd: root,
    env: { PATH: process.env.PATH!, ...env },
    encoding: "utf8",
  });

describe("the build's settings", () => {
  it("give the site's address", () => {
    expect(load({ SITE_URL: "https://www.agentur.example/" }).stdout.trim()).toBe("https://www.agentur.example");
  });

  it("stop the build with the message of a wrong or removed setting, which Gatsby would otherwise lose", () => {
    const refused = load({ SMTP_HOST: "mail.agentur.example" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Configuration error: SMTP_HOST is no longer read \(.*\): give the mail server as SMTP_URL/m);
    const wrong = load({ SITE_URL: "www.agentur.example" });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/^Configuration error: SITE_URL must be an absolute URL/m);
  });

  it("name a removed variable that no longer matters, and go on", () => {
    const named = load({ SHUTDOWN_GRACE_S: "10" });
    expect(named.status).toBe(0);
    expect(named.stderr).toContain("Settings: SHUTDOWN_GRACE_S is no longer read and is ignored");
  });
});
