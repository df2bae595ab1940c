/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { functionEnv } from "../../../server/contact/contact-function";
import { settingsReadAt } from "../setting-table";
const functionSettingNames = settingsReadAt("function");
import { renderEnvExample, renderSettingsTable } from "../describe-settings";
import { readSettings, SettingError, warnOfRemovedSettings } from "../read-settings";
import { removedSettings, removedSettingsIn } from "../removed-settings";
import { settingTable, type SettingName } from "../setting-table";

const root = path.join(__dirname, "..", "..", "..");
const names = Object.keys(settingTable) as SettingName[];

/**
 * The product's code files, tests aside. A walk of the folders rather than `git grep`: the launch
 * rehearsal runs these tests in a copy without a .git folder.
 */
const productFiles = () =>
  [
    ...["src", "server", "core", "build", "plugins"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
    ),
    ...readdirSync(root).filter((f) => /^gatsby-.*\.tsx?$/.test(f)),
  ].filter(
    (file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/(^|\/)(__tests__|test-support)\//.test(file) && file !== "src/gatsby-types.d.ts",
  );

describe("the settings table", () => {
  it("parses every default, and an empty value counts as unset", () => {
    const defaults = readSettings({});
    expect(defaults).toMatchObject({
      SITE_URL: "https://www.example.com",
      PORT: 9000,
      TRUST_PROXY: 0,
      CSP_EXTRA_ORIGINS: [],
      HSTS: undefined,
    });
    expect(readSettings({ PORT: "  ", SITE_URL: "" })).toEqual(defaults);
    expect(readSettings({ SITE_URL: " https://www.agentur.de/ ", HSTS: "false", PORT: "8080" })).toMatchObject({
      SITE_URL: "https://www.agentur.de",
      HSTS: false,
      PORT: 8080,
    });
  });

  it("names every wrong value in one error", () => {
    expect(() => readSettings({ PORT: "achtzig", TRUST_PROXY: "vielleicht", SITE_URL: "www.agentur.de" })).toThrow(SettingError);
    try {
      readSettings({ PORT: "achtzig", TRUST_PROXY: "vielleicht", SITE_URL: "www.agentur.de" });
    } catch (error) {
      expect((error as Error).message).toMatch(/SITE_URL.*; .*TRUST_PROXY|PORT/);
      for (const name of ["PORT", "TRUST_PROXY", "SITE_URL"]) expect((error as Error).message).toContain(name);
    }
  });

  it("is at most 25 variables", () => {
    expect(names.length).toBeLessThanOrEqual(25);
  });

  it("keeps secrets and server settings out of the build: only public settings are read at build or carry the GATSBY_ prefix", () => {
    for (const name of names) {
      if (name.startsWith("GATSBY_")) expect([name, settingTable[name].audience]).toEqual([name, "public"]);
      if ((settingTable[name].read as readonly string[]).includes("build"))
        expect([name, settingTable[name].audience]).toEqual([name, "public"]);
    }
    const code = readFileSync(path.join(__dirname, "..", "public-settings.ts"), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    const browserReads = [...code.matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]);
    expect(browserReads.length).toBeGreaterThan(0);
    for (const name of browserReads) expect(settingTable[name as SettingName]?.audience).toBe("public");
  });

  it("is read through the settings module only: process.env appears in three files of the product", () => {
    const files = productFiles()
      .filter((file) => readFileSync(path.join(root, file), "utf8").includes("process.env"))
      .sort();
    expect(files).toEqual(["core/settings/public-settings.ts", "core/settings/read-settings.ts", "server/contact/contact-function.ts"]);
  });

  it("reaches past Gatsby's build-time replacement in one place: runningEnvironment() in read-settings.ts", () => {
    const product = productFiles().filter((file) => readFileSync(path.join(root, file), "utf8").includes("globalThis.process"));
    expect(product).toEqual(["core/settings/read-settings.ts"]);
    expect(readFileSync(path.join(__dirname, "..", "read-settings.ts"), "utf8")).toContain(
      "export const runningEnvironment = (): NodeJS.ProcessEnv => globalThis.process.env;",
    );
  });

  it("gives the contact function its run-time settings from the environment it runs in, naming none as process.env.NAME", () => {
    // Gatsby's webpack replaces `process.env.NAME` (and `process.env["NAME"]`) in the function's bundle with NAME's
    // value at build: only public settings, which the build writes into the pages anyway, may be read so.
    const code = readFileSync(path.join(root, "server", "contact", "contact-function.ts"), "utf8").replace(
      /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
      "",
    );
    const literal = [...code.matchAll(/process\.env(?:\.([A-Z_]+)|\[\s*["'`]([A-Z_]+)["'`]\s*\])/g)].map((m) => m[1] ?? m[2]);
    expect(literal.sort()).toEqual(["DEPLOY_PREVIEW", "GATSBY_CONTACT_API_KEY", "SITE_URL"]);
    for (const name of literal) expect([name, settingTable[name as SettingName].audience]).toEqual([name, "public"]);
    expect(code).not.toMatch(/process\.env\s*[^.\s[]/);

    const functionSettings = names.filter((name) => (settingTable[name].read as readonly string[]).includes("function"));
    expect(functionSettingNames).toEqual(functionSettings);
    expect(functionSettings).toEqual(expect.arrayContaining(["SMTP_URL", "SMTP_PASS", "MAIL_TO", "MAIL_FROM"]));
    for (const name of functionSettings) expect(literal).not.toContain(name);
    const running = {
      SMTP_URL: "smtp://anna@mail.example",
      SMTP_PASS: "geheim",
      MAIL_TO: "a@x.example",
      SITE_URL: "https://run.example",
      HOME: "/root",
    };
    const env = functionEnv(running);
    expect(env).toMatchObject({ SMTP_URL: "smtp://anna@mail.example", SMTP_PASS: "geheim", MAIL_TO: "a@x.example" });
    // What the pages were built with, not what the host says: under Jest, this process's own (unset here).
    expect(env.SITE_URL).toBe(process.env.SITE_URL);
    expect(env).not.toHaveProperty("HOME");
  });

  it("is what .env.example and the settings table in the docs say", () => {
    expect(readFileSync(path.join(root, ".env.example"), "utf8")).toBe(renderEnvExample());
    expect(readFileSync(path.join(root, "docs", "operations.md"), "utf8")).toContain(renderSettingsTable());
  });
});

describe("removed settings", () => {
  it("are not in the table", () => {
    for (const name of Object.keys(removedSettings)) expect(names).not.toContain(name);
  });

  it("refuse to start where the old value would change what the site does, naming the variable and what replaces it", () => {
    const refusals = (env: Record<string, string>) => {
      try {
        readSettings(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(SettingError);
        return (error as Error).message.split("; ");
      }
    };
    // SMTP_HOST & co. without SMTP_URL: the server would otherwise drop to the outbox.
    expect(
      refusals({ SMTP_HOST: "mail.agentur.example", SMTP_PORT: "465", SMTP_SECURE: "true", SMTP_USER: "anna", SMTP_PASS: "p" }),
    ).toEqual([
      expect.stringMatching(/^SMTP_HOST is no longer read \(without SMTP_URL .*\): give the mail server as SMTP_URL, e\.g\. smtp:\/\//),
      expect.stringMatching(/^SMTP_PORT is no longer read \(.*SMTP_URL/),
      expect.stringMatching(/^SMTP_SECURE is no longer read \(.*smtps:\/\//),
      expect.stringMatching(/^SMTP_USER is no longer read \(.*SMTP_PASS/),
    ]);
    // With SMTP_URL they were ignored before, but SMTP_PASS now wins over the URL's password.
    expect(refusals({ SMTP_URL: "smtp://a:b@mail.example", SMTP_USER: "anna", SMTP_PASS: "p" })).toEqual([
      expect.stringMatching(/^SMTP_USER is no longer read \(SMTP_PASS now replaces the password in SMTP_URL/),
    ]);
    // More than one proxy: TRUST_PROXY now says how many.
    expect(refusals({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY_HOPS is no longer read \(with TRUST_PROXY=true the server counts 1 proxy, not the 2 .*\): TRUST_PROXY takes the number/,
      ),
    ]);
    expect(refusals({ TRUST_PROXY: "2", TRUST_PROXY_HOPS: "2" })).toEqual([]);
    // A key other than the pages': the endpoint would expect another one. Neither key is printed.
    const [key] = refusals({ GATSBY_CONTACT_API_KEY: "pages-key", CONTACT_API_KEY: "server-key" });
    expect(key).toMatch(/^CONTACT_API_KEY is no longer read \(.*\): the endpoint expects GATSBY_CONTACT_API_KEY/);
    expect(key).not.toMatch(/pages-key|server-key/);
    expect(refusals({ CONTACT_API_KEY: "local-contact-form" })).toEqual([]);
    // Wrong values of kept settings are named in the same error.
    expect(refusals({ SMTP_HOST: "mail.example", PORT: "achtzig" })).toEqual([
      expect.stringMatching(/^SMTP_HOST/),
      expect.stringMatching(/^PORT/),
    ]);
  });

  it("warn of a removed variable whose value no longer matters, once, and name what replaces it", () => {
    const env = {
      SMTP_TIMEOUT_MS: "5000",
      CONTACT_RATE_WINDOW_S: "60",
      SHUTDOWN_GRACE_S: "10",
      MAIL_OUTBOX_DIR: "post",
      CONTACT_RETRY_FIRST_S: "1",
      CONTACT_RETRY_GIVE_UP_H: "48",
      CONTACT_FAILED_KEEP_DAYS: "7",
      STATS_RETENTION_MONTHS: "13",
      GATSBY_CONSENT_SCRIPT_NONCE: "n",
      TRUST_PROXY_HOPS: "3",
      SMTP_USER: "anna",
    };
    expect(() => readSettings(env)).not.toThrow();
    expect(removedSettingsIn(env).refused).toEqual([]);
    const lines: string[] = [];
    warnOfRemovedSettings(env, (line) => lines.push(line));
    warnOfRemovedSettings(env, (line) => lines.push(line));
    expect(lines).toHaveLength(Object.keys(env).length);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Settings: SMTP_TIMEOUT_MS is no longer read and is ignored: the SMTP connection times out after 10 s",
        "Settings: CONTACT_RATE_WINDOW_S is no longer read and is ignored: CONTACT_RATE_LIMIT counts over 10 minutes",
        "Settings: SHUTDOWN_GRACE_S is no longer read and is ignored: SIGTERM waits up to 25 s for requests and deliveries in flight",
        "Settings: MAIL_OUTBOX_DIR is no longer read and is ignored: without SMTP, mails are written into outbox/ in the server's folder",
        expect.stringMatching(/^Settings: CONTACT_RETRY_FIRST_S .*: the first retry waits 15 s \(or CONTACT_RETRY_MAX_INTERVAL_S/),
        expect.stringMatching(
          /^Settings: CONTACT_RETRY_GIVE_UP_H .*: a delivery is retried for 120 hours, the period the privacy policy states/,
        ),
        expect.stringMatching(/^Settings: CONTACT_FAILED_KEEP_DAYS .*: a request in failed\/ is deleted after 30 days/),
        expect.stringMatching(/^Settings: STATS_RETENTION_MONTHS .*: daily counts are deleted after 25 months/),
        expect.stringMatching(/^Settings: GATSBY_CONSENT_SCRIPT_NONCE .*: the consent script gets a new random nonce/),
        expect.stringMatching(/^Settings: TRUST_PROXY_HOPS is no longer read and is ignored: TRUST_PROXY takes the number/),
        expect.stringMatching(/^Settings: SMTP_USER is no longer read and is ignored: give the mail server as SMTP_URL/),
      ]),
    );
    for (const line of lines) expect(line).not.toMatch(/5000|60|post|anna/);
  });
});

describe("environment()", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "dotenv-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The settings a fresh Node process sees in `dir` with `env`, as the server and the build read them. */
  function settingsIn(env: Record<string, string>) {
    const script = `const { environment, readSettings } = require(${JSON.stringify(path.join(__dirname, "..", "read-settings.ts"))});
      console.log(JSON.stringify(readSettings(environment(${JSON.stringify(dir)}))));`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
      cwd: root,
      env: { PATH: process.env.PATH!, ...env },
      encoding: "utf8",
    });
    return JSON.parse(out);
  }

  it("loads .env when it exists; a variable set in the environment wins", () => {
    writeFileSync(path.join(dir, ".env"), "MAIL_TO=aus-der-datei@agentur.example\nMAIL_FROM=website@agentur.example\nPORT=9123\n");
    const settings = settingsIn({ MAIL_TO: "aus-der-umgebung@agentur.example" });
    expect(settings).toMatchObject({ MAIL_TO: "aus-der-umgebung@agentur.example", MAIL_FROM: "website@agentur.example", PORT: 9123 });
  });

  it("does without .env", () => {
    expect(settingsIn({}).PORT).toBe(9000);
  });
});
