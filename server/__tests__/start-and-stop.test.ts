/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "fs";
import net from "net";
import os from "os";
import path from "path";
import { startTestSmtpServer, type TestSmtpServer } from "../../e2e/support/test-smtp-server";
import { createMailQueue } from "../contact/queue/mail-queue";
import { createBuiltSiteFixture } from "../test-support/built-site-fixture";
import { postJson, startServerProcess } from "../test-support/server-process";

const visitor = { name: "Anna Müller", email: "anna.mueller@example.org", message: "Bitte rufen Sie mich an.", agreed_to_agbs: true };

describe("npm run serve", () => {
  let fixture: ReturnType<typeof createBuiltSiteFixture>;
  let smtp: TestSmtpServer;
  let queueDir: string;
  const queueFile = () => path.join(queueDir, "contact-queue.sqlite");
  const waiting = () => {
    const queue = createMailQueue(queueFile());
    try {
      return queue.entries();
    } finally {
      queue.close();
    }
  };
  const startServer = (env: Record<string, string>) => startServerProcess({ CONTACT_QUEUE_FILE: queueFile(), ...env });
  beforeEach(async () => {
    fixture = createBuiltSiteFixture();
    queueDir = mkdtempSync(path.join(os.tmpdir(), "contact-queue-"));
    smtp = await startTestSmtpServer(0, { holdMs: 1500 });
  });
  afterEach(async () => {
    await smtp.stop();
    fixture.remove();
    rmSync(queueDir, { recursive: true, force: true });
  });

  it("reads the mail settings when it starts, and on SIGTERM finishes the delivery in flight, then exits 0", async () => {
    // The site was built without mail settings; the server gets them at start.
    const server = await startServer({
      PUBLIC_DIR: fixture.dir,
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@agentur.example",
      MAIL_FROM: "website@agentur.example",
    });
    const answer = postJson(`${server.baseUrl}/api/send-email`, visitor, { "x-api-key": "local-contact-form" });
    while (smtp.receiving === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill("SIGTERM");

    expect(await answer).toEqual({ status: 200, body: { ok: true } });
    expect(await server.exit).toBe(0);
    // The worker's delivery was in flight at SIGTERM: the process waited for it.
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to && !Array.isArray(smtp.mails[0].to) && smtp.mails[0].to.text).toBe("inbox@agentur.example");
    expect(waiting()).toEqual([]);

    // One JSON line per request, and not a trace of the visitor's address or message.
    const requestLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line));
    expect(requestLines).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/send-email", status: 200, ms: expect.any(Number) }),
    ]);
    expect(server.output()).not.toContain(visitor.email);
    expect(server.output()).not.toContain(visitor.message);
  }, 20_000);

  it("on SIGTERM, ends a connection a browser opened ahead and never used, instead of waiting out the grace period for it", async () => {
    const server = await startServer({ PUBLIC_DIR: fixture.dir });
    const { port } = new URL(server.baseUrl);
    const unused = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => unused.once("connect", resolve));
    const ended = new Promise((resolve) => unused.once("close", resolve));
    server.child.kill("SIGTERM");

    expect(await server.exit).toBe(0);
    await ended;
    expect(server.output()).not.toContain("killed by timeout");
  }, 20_000);

  it("with no mail settings, delivers an accepted request through the queue into the outbox folder as an .eml file", async () => {
    // Started in the queue's folder, so the outbox beside it is the test's.
    const outbox = path.join(queueDir, "outbox");
    const server = await startServerProcess(
      { HOST: "127.0.0.1", PORT: "0", STATS_ENABLED: "false", PUBLIC_DIR: fixture.dir },
      { cwd: queueDir },
    );
    expect(await postJson(`${server.baseUrl}/api/send-email`, visitor, { "x-api-key": "local-contact-form" })).toEqual({
      status: 200,
      body: { ok: true },
    });
    for (let i = 0; i < 50 && !existsSync(outbox); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 50 && readdirSync(outbox).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const [mail] = readdirSync(outbox);
    expect(mail).toMatch(/\.eml$/);
    expect(readFileSync(path.join(outbox, mail), "utf8")).toContain("Bitte rufen Sie mich an.");
    // The visitor's message, the queue's file by default beside it: readable by the server's user only.
    expect(statSync(path.join(outbox, mail)).mode & 0o777).toBe(0o600);
    expect(statSync(queueFile()).mode & 0o777).toBe(0o600);
    expect(waiting()).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }, 20_000);

  it("reads .env from its folder, as .env.example describes it, and the environment wins", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "dotenv-server-"));
    try {
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, "127.0.0.1", () => {
          const { port } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      const example = readFileSync(path.join(__dirname, "..", "..", ".env.example"), "utf8");
      const dotenv = example
        .replace(/^PORT=.*$/m, `PORT=${port}`)
        .replace(/^PUBLIC_DIR=.*$/m, `PUBLIC_DIR=${fixture.dir}`)
        .replace(/^CONTACT_QUEUE_FILE=.*$/m, `CONTACT_QUEUE_FILE=${queueFile()}`);
      writeFileSync(path.join(folder, ".env"), dotenv);

      const fromFile = await startServerProcess({}, { cwd: folder });
      expect(fromFile.baseUrl).toBe(`http://127.0.0.1:${port}`);
      fromFile.child.kill("SIGTERM");
      expect(await fromFile.exit).toBe(0);

      const overridden = await startServerProcess({ PORT: "0" }, { cwd: folder });
      expect(overridden.baseUrl).not.toBe(`http://127.0.0.1:${port}`);
      overridden.child.kill("SIGTERM");
      expect(await overridden.exit).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it("stops with a clear message when its port is taken or a setting is wrong", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(startServer({ PUBLIC_DIR: fixture.dir, PORT: String(port) })).rejects.toThrow(
        /exited with 1:[\s\S]*Port already in use/,
      );
    } finally {
      blocker.close();
    }
    await expect(startServer({ PUBLIC_DIR: fixture.dir, SMTP_URL: smtp.url })).rejects.toThrow(
      /exited with 1:[\s\S]*MAIL_TO and MAIL_FROM/,
    );
    await expect(startServer({ PUBLIC_DIR: path.join(fixture.dir, "fehlt") })).rejects.toThrow(/exited with 1:[\s\S]*npm run build/);
  }, 20_000);
});
