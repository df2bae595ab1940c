/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { functionEnv } from "../../../server/contact/contact-function";
import { settingsReadAt } from "../setting-table";
const functionSettingNames = settingsReadAt("function");
import { renderEnvExample, renderSettingsTable } from "../describe-settings";
import { readSettings, SettingError } from "../read-settings";
import { settingTable, type SettingName } from "../setting-table";

const root = path.join(__dirname, "..", "..", "..");
const names = Object.keys(settingTable) as SettingName[];

/**
 * The product's code files, tests aside. A walk of the folders rather than `git grep`: the launch
 * rehearsal runs these tests in a copy without a .git folder.
 */
const productFiles = () =>
  [
    ...["src", "server", "core", "gatsby", "plugins"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
    ),
    ...readdirSync(root).filter((f) => /^gatsby-.*\.tsx?$/.test(f)),
  ].filter(
    (file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/(^|\/)(__tests__|test-support)\//.test(file) && file !== "src/gatsby-types.d.ts",
  );

describe("the settings table", () => {
  it("takes every default, trims each value, and counts an empty one as unset", () => {
    const defaults = readSettings({});
    expect(defaults).toMatchObject({
      SITE_URL: "https://www.example.com",
      PORT: 9000,
      TRUST_PROXY: false,
      CSP_EXTRA_ORIGINS: [],
      HSTS: undefined,
    });
    expect(readSettings({ PORT: "  ", SITE_URL: "" })).toEqual(defaults);
    expect(readSettings({ SITE_URL: " https://www.agentur.de// ", PORT: " 8080 " })).toMatchObject({
      SITE_URL: "https://www.agentur.de",
      PORT: 8080,
    });
  });

  it("reads a flag as true/false, 1/0, yes/no or on/off, TRUST_PROXY as such a flag or the proxies' addresses, a list split at spaces and commas", () => {
    const flags = ["true", "1", "Yes", "ON", "FALSE", "0", "no", "off"].map((value) => readSettings({ HSTS: value }).HSTS);
    expect(flags).toEqual([true, true, true, true, false, false, false, false]);
    const proxies = ["false", "0", "no", "true", "1", "on", "10.0.0.5, 10.1.0.0/16"].map(
      (value) => readSettings({ TRUST_PROXY: value }).TRUST_PROXY,
    );
    expect(proxies).toEqual([false, false, false, "loopback", "loopback", "loopback", "10.0.0.5, 10.1.0.0/16"]);
    expect(readSettings({ CSP_EXTRA_ORIGINS: "https://a.example, https://b.example  https://c.example," }).CSP_EXTRA_ORIGINS).toEqual([
      "https://a.example",
      "https://b.example",
      "https://c.example",
    ]);
  });

  it("names every wrong value in one error, with what it expects", () => {
    const env = { PORT: "achtzig", HSTS: "vielleicht", SITE_URL: "www.agentur.de", CONTACT_RATE_LIMIT: "0", TRUST_PROXY: "2" };
    expect(() => readSettings(env)).toThrow(SettingError);
    expect(() => readSettings(env)).toThrow(
      'SITE_URL must be an absolute URL such as https://www.example.com, got "www.agentur.de"; ' +
        'HSTS must be true or false, got "vielleicht"; PORT must be a whole number from 0 to 65535, got "achtzig"; ' +
        'CONTACT_RATE_LIMIT must be a whole number of at least 1, got "0"; TRUST_PROXY must be true, false or the addresses of the proxies in front, such as 10.0.0.5, 10.1.0.0/16, got "2"',
    );
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

    expect(functionSettingNames).toEqual(expect.arrayContaining(["SMTP_URL", "SMTP_PASS", "MAIL_TO", "MAIL_FROM"]));
    for (const name of functionSettingNames) expect(literal).not.toContain(name);
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
