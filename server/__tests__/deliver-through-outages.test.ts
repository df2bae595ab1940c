/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from "fs";
import http from "http";
import net from "net";
import os from "os";
import path from "path";
import { startTestSmtpServer, type TestSmtpServer } from "../../e2e/support/test-smtp-server";
import { createMailQueue } from "../contact/queue/mail-queue";
import { createBuiltSiteFixture } from "../test-support/built-site-fixture";
import { postForm, postJson, startServerProcess, type ServerProcess } from "../test-support/server-process";

/**
 * The production server as an operator meets a bad day: real server processes, a real SMTP
 * server on loopback that is down, comes back, or refuses. Retries are shortened to seconds.
 */
const KEY = "local-contact-form";
const visitor = (n: number) => ({
  name: `Besucherin ${n}`,
  email: `besucherin${n}@example.org`,
  message: `Anfrage Nummer ${n}`,
  agreed_to_agbs: true,
});

let fixture: ReturnType<typeof createBuiltSiteFixture>;
let queueDir: string;
let queueFile: string;
let smtpPort: number;
const running: ServerProcess[] = [];
const smtps: TestSmtpServer[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startSite(extra: Record<string, string> = {}) {
  const server = await startServerProcess({
    PUBLIC_DIR: fixture.dir,
    CONTACT_QUEUE_FILE: queueFile,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: "inbox@agentur.example",
    MAIL_FROM: "website@agentur.example",
    CONTACT_RATE_LIMIT: "1000",
    // A retry every 2 s.
    CONTACT_RETRY_MAX_INTERVAL_S: "2",
    ...extra,
  });
  running.push(server);
  return server;
}

async function startSmtp(options: Parameters<typeof startTestSmtpServer>[1] = {}) {
  const smtp = await startTestSmtpServer(smtpPort, options);
  smtps.push(smtp);
  return smtp;
}

/**
 * Eight JSON requests as the dialog sends them and two form posts from the contact page without JavaScript; the
 * last of each kind from an English page (`?lang=en`).
 */
async function sendTen(server: ServerProcess, first = 1) {
  const answers = [];
  for (let n = first; n < first + 10; n++) {
    const endpoint = `${server.baseUrl}/api/send-email${ENGLISH.includes(n - first) ? "?lang=en" : ""}`;
    if (n - first < 8) {
      answers.push((await postJson(endpoint, visitor(n), { "x-api-key": KEY })).status);
    } else {
      const { agreed_to_agbs: _, ...fields } = visitor(n);
      const answer = await postForm(endpoint, { ...fields, agreed_to_agbs: "on", api_key: KEY });
      answers.push(`${answer.status} ${answer.headers.location}`);
    }
  }
  return answers;
}

/** Which of the ten come from an English page. */
const ENGLISH = [7, 9];
const tenAnswers = [...Array(8).fill(200), "303 /kontakt/danke/", "303 /en/contact/thanks/"];

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The subjects delivered, each with how many times it arrived. */
const deliveries = (smtpServers: TestSmtpServer[]) => {
  const counts = new Map<string, number>();
  for (const mail of smtpServers.flatMap((smtp) => smtp.mails)) counts.set(mail.subject!, (counts.get(mail.subject!) ?? 0) + 1);
  return counts;
};
const subjects = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Kontaktanfrage von Besucherin ${from + i}`);
/** The queue's rows as another process reads them beside the running server. */
function queueEntries() {
  const queue = createMailQueue(queueFile);
  try {
    return queue.entries();
  } finally {
    queue.close();
  }
}

function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(JSON.parse(text)));
      })
      .on("error", reject);
  });
}

beforeEach(async () => {
  fixture = createBuiltSiteFixture();
  queueDir = mkdtempSync(path.join(os.tmpdir(), "contact-queue-"));
  queueFile = path.join(queueDir, "contact-queue.sqlite");
  smtpPort = await freePort();
});

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exit;
  }
  for (const smtp of smtps.splice(0)) await smtp.stop();
  fixture.remove();
  rmSync(queueDir, { recursive: true, force: true });
});

describe("the contact queue of the production server", () => {
  it("accepts ten requests while the mail server is down and delivers each once when it is back", async () => {
    const server = await startSite();
    expect(await sendTen(server)).toEqual(tenAnswers);
    expect(await getJson(`${server.baseUrl}/healthz`)).toEqual({
      status: "ok",
      queue: { waiting: 10, failed: 0, oldestAgeS: expect.any(Number) },
      statistics: { on: false },
    });

    const smtp = await startSmtp();
    // A request leaves the queue only once the mail server has accepted it, and only a queued one is sent: with the
    // queue empty, no second copy can come.
    await waitFor(() => smtp.mails.length >= 10 && queueEntries().length === 0, 60_000);
    expect([...deliveries([smtp])].sort()).toEqual(
      subjects(1, 10)
        .map((subject) => [subject, 1])
        .sort(),
    );
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(10);
    // The language of the page is in the mail the queue stored, so the delivery after the outage still says it.
    const languageOf = (n: number) => smtp.mails.find((mail) => mail.subject === `Kontaktanfrage von Besucherin ${n}`)?.text;
    for (let n = 1; n <= 10; n++) {
      expect(languageOf(n)).toContain(`Sprache der Seite: ${ENGLISH.includes(n - 1) ? "Englisch" : "Deutsch"}`);
    }
    expect(queueEntries()).toEqual([]);
    expect(readdirSync(queueDir)).toEqual(["contact-queue.sqlite"]);
    expect(await getJson(`${server.baseUrl}/healthz`)).toEqual({
      status: "ok",
      queue: { waiting: 0, failed: 0, oldestAgeS: 0 },
      statistics: { on: false },
    });
    expect(server.output()).not.toContain("besucherin1@example.org");
  }, 90_000);

  it("delivers every request once after the server was killed with SIGKILL in the middle of delivering", async () => {
    // A mail server that takes connections and never answers: attempts hang until their timeout.
    let connections = 0;
    const silent = net.createServer(() => (connections += 1));
    await new Promise<void>((resolve) => silent.listen(smtpPort, "127.0.0.1", resolve));
    const first = await startSite();
    expect(await sendTen(first)).toEqual(tenAnswers);
    await waitFor(() => connections > 0, 10_000); // deliveries are in flight
    first.child.kill("SIGKILL");
    await new Promise((resolve) => silent.close(resolve));
    await first.exit;
    running.splice(running.indexOf(first), 1);

    const smtp = await startSmtp();
    const second = await startSite();
    expect(second.output()).toMatch(/Kontakt-Warteschlange .*: 10 wartend/);
    await waitFor(() => smtp.mails.length >= 10 && queueEntries().length === 0, 60_000);
    expect([...deliveries([smtp])].sort()).toEqual(
      subjects(1, 10)
        .map((subject) => [subject, 1])
        .sort(),
    );
  }, 90_000);

  it("marks a request the mail server refuses for good (550) failed and logs one line naming it", async () => {
    await startSmtp({ refuse: { stage: "rcpt", code: 550 } });
    const server = await startSite();
    expect((await postJson(`${server.baseUrl}/api/send-email`, visitor(1), { "x-api-key": KEY })).status).toBe(200);
    // A request given up is never tried again; its line is logged as it is given up.
    await waitFor(() => queueEntries().some((entry) => entry.failedAt) && server.output().includes("nicht zustellbar"), 20_000);

    const [failed] = queueEntries();
    const errorLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("nicht zustellbar"));
    expect(errorLines).toHaveLength(1);
    expect(JSON.parse(errorLines[0])).toMatchObject({
      level: 50,
      msg: expect.stringContaining(`Kontaktanfrage ${failed.id} nicht zustellbar`),
    });
    expect(errorLines[0]).toContain("550");
    expect(errorLines[0]).not.toContain("Anfrage Nummer 1");
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringContaining("550") });
  }, 40_000);
});
