/** @jest-environment node */
// What a self-hosting operator copies: public/ and dist/server.cjs, onto a machine with Node and
// nothing else. The bundle is built afresh by the script `npm run build` runs, into a folder
// outside the project, where no node_modules can be found up the tree.
import { execFileSync, spawnSync } from "child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import http from "http";
import os from "os";
import path from "path";
import { markerTexts, settingMarkers } from "../../e2e/support/setting-markers";
import { startTestSmtpServer, type TestSmtpServer } from "../../e2e/support/test-smtp-server";
import { createBuiltSiteFixture } from "../test-support/built-site-fixture";
import { postJson, startServerProcess } from "../test-support/server-process";

const root = path.join(__dirname, "..", "..");

function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
      })
      .on("error", reject);
  });
}

/** True when some folder from `dir` up to the file system's root holds node_modules. */
function nodeModulesAbove(dir: string): boolean {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, "node_modules"))) return true;
    if (path.dirname(current) === current) return false;
  }
}

describe("the bundled production server", () => {
  let machine: string;
  let fixture: ReturnType<typeof createBuiltSiteFixture>;
  let smtp: TestSmtpServer;

  beforeAll(() => {
    machine = mkdtempSync(path.join(os.tmpdir(), "self-hosted-"));
    // Bundled with the mail settings' markers in its environment, which the bundle must not hold.
    execFileSync(process.execPath, [path.join(root, "scripts", "bundle-server.mjs"), path.join(machine, "server.cjs")], {
      stdio: "pipe",
      env: { ...process.env, ...settingMarkers },
    });
    fixture = createBuiltSiteFixture();
    cpSync(fixture.dir, path.join(machine, "public"), { recursive: true });
  }, 60_000);
  beforeEach(async () => {
    smtp = await startTestSmtpServer(0);
  });
  afterEach(() => smtp.stop());
  afterAll(() => {
    fixture.remove();
    rmSync(machine, { recursive: true, force: true });
  });

  it("is one file beside public/, with no node_modules anywhere above it", () => {
    expect(readdirSync(machine).sort()).toEqual(["public", "server.cjs"]);
    expect(nodeModulesAbove(machine)).toBe(false);
    expect(readFileSync(path.join(machine, "server.cjs"), "utf8")).not.toMatch(/require\("(fastify|nodemailer|@fastify\/static)"\)/);
  });

  it("holds no value of a setting from the environment it was bundled in: the server reads them when it starts", () => {
    const bundle = readFileSync(path.join(machine, "server.cjs"), "utf8");
    expect(markerTexts.filter((marker) => bundle.includes(marker))).toEqual([]);
  });

  it("serves the pages and delivers a contact request over SMTP, started with plain node as the systemd unit starts it", async () => {
    // As deploy/agentur-website.service: public/ named by PUBLIC_DIR, the working directory the service's own folder.
    const state = mkdtempSync(path.join(os.tmpdir(), "service-state-"));
    const server = await startServerProcess(
      {
        PUBLIC_DIR: path.join(machine, "public"),
        HOST: "127.0.0.1",
        PORT: "0",
        GATSBY_CONTACT_API_KEY: "bundle-test-key",
        SMTP_URL: smtp.url,
        MAIL_TO: "inbox@agentur.example",
        MAIL_FROM: "website@agentur.example",
      },
      { cwd: state, bundle: path.join(machine, "server.cjs") },
    );
    try {
      const page = await get(`${server.baseUrl}/team/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain("<main>Team</main>");
      const visitor = { name: "Anna Müller", email: "anna@example.org", message: "Ein Angebot, bitte.", agreed_to_agbs: true };
      expect(await postJson(`${server.baseUrl}/api/send-email`, visitor, { "x-api-key": "bundle-test-key" })).toEqual({
        status: 200,
        body: { ok: true },
      });
      while (smtp.mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(smtp.mails[0].text).toContain(visitor.message);
      // The queue lives in the working directory; the folder with the code stays as it was copied.
      expect(existsSync(path.join(state, "contact-queue.sqlite"))).toBe(true);
      expect(readdirSync(machine).sort()).toEqual(["public", "server.cjs"]);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      rmSync(state, { recursive: true, force: true });
    }
  }, 30_000);
});

// `systemd-analyze verify` checks the unit as systemd would load it: keys, values, the program
// it starts. It needs systemd's tools; a machine without them skips this part and says so.
describe("the systemd unit in deploy/", () => {
  const unit = readFileSync(path.join(root, "deploy", "agentur-website.service"), "utf8");
  const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((file) => existsSync(file));

  /** Verifies `text` as a unit file; the node it starts is this test's own, wherever Node lives here. */
  function verify(text: string) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "unit-"));
    try {
      const file = path.join(dir, "agentur-website.service");
      writeFileSync(file, text.replace("/usr/bin/node ", `${process.execPath} `));
      const result = spawnSync(systemdAnalyze!, ["verify", file], { encoding: "utf8" });
      return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("starts the bundle beside public/ as a user of its own, writing only into a folder of that user's", () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \/srv\/agentur-website\/server\.cjs$/m);
    expect(unit).toMatch(/^Environment=.*\bPUBLIC_DIR=\/srv\/agentur-website\/public\b/m);
    // The contact queue holds visitors' messages: no other service's user (nginx's www-data) may read it.
    expect(unit).toMatch(/^DynamicUser=yes$/m);
    expect(unit).not.toMatch(/^User=/m);
    expect(unit).toMatch(/^StateDirectory=agentur-website$/m);
    expect(unit).toMatch(/^StateDirectoryMode=0700$/m);
    expect(unit).toMatch(/^WorkingDirectory=\/var\/lib\/agentur-website$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  (systemdAnalyze ? it : it.skip)("passes systemd-analyze verify, which does report a broken unit", () => {
    expect(verify(unit)).toEqual({ status: 0, output: "" });
    const broken = verify(unit.replace("TimeoutStopSec=60", "TimeoutStopSec=sechzig").replace("/usr/bin/node ", "node-ohne-pfad "));
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain("sechzig");
  });
});
