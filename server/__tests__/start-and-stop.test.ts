/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import http from "http";
import net from "net";
import path from "path";
import { startTestSmtpServer, type TestSmtpServer } from "../../e2e/support/test-smtp-server";
import { createBuiltSiteFixture } from "../test-support/built-site-fixture";

const root = path.join(__dirname, "..", "..");
const visitor = { name: "Anna Müller", email: "anna.mueller@example.org", message: "Bitte rufen Sie mich an.", agreed_to_agbs: true };

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs `server/start.ts` as `npm run serve` does, on a free port, with the given environment. */
function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH!, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) resolve({ child, baseUrl: listening[1], output: () => output, exit });
    };
    child.stdout!.on("data", onOutput);
    child.stderr!.on("data", onOutput);
    exit.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

describe("npm run serve", () => {
  let fixture: ReturnType<typeof createBuiltSiteFixture>;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    fixture = createBuiltSiteFixture();
    smtp = await startTestSmtpServer(0, { holdMs: 1500 });
  });
  afterEach(async () => {
    await smtp.stop();
    fixture.remove();
  });

  it("reads the mail settings when it starts, and on SIGTERM delivers the mail in flight, then exits 0", async () => {
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
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to && !Array.isArray(smtp.mails[0].to) && smtp.mails[0].to.text).toBe("inbox@agentur.example");
    expect(await server.exit).toBe(0);

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

  it("stops with a clear message when its port is taken or a setting is wrong", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(startServer({ PUBLIC_DIR: fixture.dir, PORT: String(port) })).rejects.toThrow(/exited with 1:[\s\S]*Port already in use/);
    } finally {
      blocker.close();
    }
    await expect(startServer({ PUBLIC_DIR: fixture.dir, SMTP_URL: smtp.url })).rejects.toThrow(/exited with 1:[\s\S]*MAIL_TO and MAIL_FROM/);
    await expect(startServer({ PUBLIC_DIR: path.join(fixture.dir, "fehlt") })).rejects.toThrow(/exited with 1:[\s\S]*npm run build/);
  }, 20_000);
});
