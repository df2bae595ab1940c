/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { testMail } from "../../../../src/test-utils/contact-requests";
import { MailNotStoredError, type MailMessage, type MailTransport } from "../../mail";
import { createMailQueue, type MailQueue } from "../mail-queue";
import { createQueueWorker } from "../queue-worker";

const mail = testMail;
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
const rejected = () => Object.assign(new Error("no"), { responseCode: 550, response: "550 5.1.1 Mailbox unavailable" });
const day = 24 * 3600_000;
const start = new Date("2026-11-24T08:00:00Z");

let dir: string;
let clock: Date;
const lines: string[] = [];
const log = { info: (line: string) => lines.push(`info ${line}`), error: (line: string) => lines.push(`error ${line}`) };
const errors = () => lines.filter((line) => line.startsWith("error"));
const running: { queue: MailQueue; worker: ReturnType<typeof createQueueWorker> }[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "queue-worker-"));
  clock = start;
  lines.length = 0;
});
afterEach(async () => {
  for (const { queue, worker } of running.splice(0)) {
    await worker.stop(1000);
    queue.close();
  }
  jest.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** A worker on a queue in `dir`; its clock is `clock` unless it is to read the (fake) system time. */
function setUp(transport: MailTransport, { maxBytes = undefined as number | undefined, systemClock = false } = {}) {
  const queue = createMailQueue(path.join(dir, "queue.sqlite"), { maxBytes });
  const worker = createQueueWorker({
    queue,
    transport,
    schedule: { firstRetryS: 15, maxIntervalS: 60, giveUpAfterS: 5 * 24 * 3600 },
    failedKeepMs: 30 * day,
    outboxDir: path.join(dir, "outbox"),
    log,
    ...(!systemClock && { now: () => clock }),
  });
  running.push({ queue, worker });
  return { queue, worker };
}

/** The request ids another process would find committed in the file. */
function committedIds(): number[] {
  const reader = new DatabaseSync(path.join(dir, "queue.sqlite"), { readOnly: true });
  try {
    return reader
      .prepare("SELECT id FROM requests WHERE failedAt IS NULL")
      .all()
      .map((row) => row.id as number);
  } finally {
    reader.close();
  }
}

describe("the queue worker", () => {
  it("answers the handler only once the request is committed, and without waiting for SMTP", async () => {
    let accept!: () => void;
    const attempts: number[][] = [];
    const { worker } = setUp({
      send: () => {
        attempts.push(committedIds());
        return new Promise((resolve) => (accept = () => resolve("ok")));
      },
    });
    const where = await worker.transport.send(mail);
    const [id] = committedIds();
    expect(where).toBe(`Warteschlange ${id}`);
    expect(attempts).toEqual([[id]]);

    // Removed only once the SMTP server has accepted it.
    await Promise.resolve();
    expect(committedIds()).toEqual([id]);
    accept();
    await worker.idle();
    expect(committedIds()).toEqual([]);
    expect(lines).toContain(`info Kontaktanfrage ${id} zugestellt`);
  });

  it("rejects with MailNotStoredError when the request cannot be stored, and sends nothing", async () => {
    const sent: MailMessage[] = [];
    const { worker } = setUp({ send: async (message) => (sent.push(message), "ok") }, { maxBytes: 0 });
    await expect(worker.transport.send(mail)).rejects.toBeInstanceOf(MailNotStoredError);
    await worker.idle();
    expect(sent).toEqual([]);
  });

  it("retries after 15 s, doubling the wait up to the longest, with the Message-ID and date it got when it was stored", async () => {
    jest.useFakeTimers({ now: start });
    const sent: { at: number; messageId?: string; date?: Date }[] = [];
    let failures = 4;
    const { queue, worker } = setUp(
      {
        async send(message) {
          sent.push({ at: (Date.now() - start.getTime()) / 1000, messageId: message.messageId, date: message.date });
          if (failures-- > 0) throw refused();
          return "ok";
        },
      },
      { systemClock: true },
    );
    await worker.start();
    await worker.transport.send(mail);
    const [stored] = queue.entries();
    await jest.advanceTimersByTimeAsync(14_999);
    expect(sent).toHaveLength(1);
    expect(committedIds()).toEqual([stored.id]);

    await jest.advanceTimersByTimeAsync(10 * 60_000);
    // 15 s, 30 s, then 60 s: the longest wait of this schedule.
    expect(sent.map((attempt) => attempt.at)).toEqual([0, 15, 45, 105, 165]);
    expect(new Set(sent.map((attempt) => attempt.messageId))).toEqual(new Set([stored.messageId]));
    expect(sent.every((attempt) => attempt.date?.getTime() === start.getTime())).toBe(true);
    expect(lines).toContainEqual(
      `info Kontaktanfrage ${stored.id}: Versuch 1 fehlgeschlagen (ESOCKET: connect ECONNREFUSED 127.0.0.1:25), nächster Versuch 2026-11-24T08:00:15.000Z`,
    );
    expect(committedIds()).toEqual([]);
  });

  it("marks a request failed at the first permanent answer (5xx), with one log line without its content", async () => {
    let sends = 0;
    const { queue, worker } = setUp({ send: async () => (sends++, Promise.reject(rejected())) });
    await worker.transport.send(mail);
    await worker.idle();
    clock = new Date(start.getTime() + day);
    worker.pass({ all: true });
    await worker.idle();

    const [failed] = queue.entries();
    expect(sends).toBe(1);
    expect(failed).toMatchObject({ attempts: 1, failedAt: start.getTime(), lastError: "550 5.1.1 Mailbox unavailable" });
    expect(errors()).toEqual([
      `error Kontaktanfrage ${failed.id} nicht zustellbar, als gescheitert abgelegt: 550 5.1.1 Mailbox unavailable`,
    ]);
    expect(lines.join("\n")).not.toContain("anna@example.org");
  });

  it("gives a request up when an attempt ends after the retry period", async () => {
    // The mail server answers slowly: the second attempt, begun 5 s before the period ends, fails 10 s later.
    const { queue, worker } = setUp({
      send: async () => {
        clock = new Date(clock.getTime() + 10_000);
        return Promise.reject(refused());
      },
    });
    const id = queue.store(mail, clock.getTime());
    worker.pass();
    await worker.idle();

    clock = new Date("2026-11-29T07:59:55Z");
    worker.pass({ all: true });
    await worker.idle();
    expect(queue.get(id)).toMatchObject({ attempts: 2, failedAt: Date.parse("2026-11-29T08:00:05Z") });
    expect(errors()).toEqual([
      `error Kontaktanfrage ${id} nicht zustellbar, als gescheitert abgelegt: nach 2 Versuchen aufgegeben: ESOCKET: connect ECONNREFUSED 127.0.0.1:25`,
    ]);
  });

  it("schedules no attempt after the retry period: one due at its end gives the request up unsent", async () => {
    let sends = 0;
    const { queue, worker } = setUp({ send: async () => (sends++, Promise.reject(refused())) });
    const id = queue.store(mail, clock.getTime());
    worker.pass();
    await worker.idle();

    // Ten seconds before the period ends, the wait of 30 s after a second failure would reach past it.
    clock = new Date("2026-11-29T07:59:50Z");
    worker.pass({ all: true });
    await worker.idle();
    expect(queue.get(id)?.nextAttemptAt).toBe(Date.parse("2026-11-29T08:00:00Z"));

    clock = new Date("2026-11-29T08:00:00Z");
    worker.pass();
    await worker.idle();
    expect(sends).toBe(2);
    expect(errors()).toEqual([
      `error Kontaktanfrage ${id} nicht zustellbar, als gescheitert abgelegt: nach 2 Versuchen aufgegeben: ESOCKET: connect ECONNREFUSED 127.0.0.1:25`,
    ]);
  });

  it("makes no attempt for a request whose retry period ended while the server was down", async () => {
    const sent: MailMessage[] = [];
    const { queue, worker } = setUp({ send: async (message) => (sent.push(message), "ok") });
    const id = queue.store(mail, clock.getTime());
    clock = new Date("2026-11-29T08:00:00Z");
    await worker.start();
    await worker.idle();
    expect(sent).toEqual([]);
    expect(queue.get(id)?.failedAt).toBe(clock.getTime());
    expect(errors()).toEqual([`error Kontaktanfrage ${id} nicht zustellbar, als gescheitert abgelegt: nach 0 Versuchen aufgegeben`]);
  });

  it("sends everything waiting once the mail server takes mail again, and at start, not when each backoff ends", async () => {
    let up = false;
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(message) {
        if (!up) throw refused();
        sent.push(message.subject);
        return "ok";
      },
    };
    const { worker } = setUp(transport);
    for (const subject of ["A", "B"]) await worker.transport.send({ ...mail, subject });
    await worker.idle();
    expect(sent).toEqual([]);

    up = true; // the clock stands still: both backoffs still run
    await worker.transport.send({ ...mail, subject: "C" });
    await worker.idle();
    expect(sent.sort()).toEqual(["A", "B", "C"]);

    // A start tries every waiting request at once too.
    up = false;
    await worker.transport.send({ ...mail, subject: "D" });
    await worker.idle();
    up = true;
    const { worker: restarted } = setUp(transport);
    await restarted.start();
    await restarted.idle();
    expect(sent).toContain("D");
    expect(lines).toContainEqual(
      expect.stringMatching(/Kontakt-Warteschlange .*queue\.sqlite: 1 wartend, die älteste seit 0 s, 0 gescheitert$/),
    );
  });

  it("deletes failed requests and outbox mails after their keeping time, and nothing younger", async () => {
    const { queue, worker } = setUp({ send: async () => Promise.reject(rejected()) });
    const old = queue.store(mail, clock.getTime());
    worker.pass();
    await worker.idle();
    clock = new Date(start.getTime() + 20 * day);
    const recent = queue.store(mail, clock.getTime());
    worker.pass();
    await worker.idle();
    const outbox = path.join(dir, "outbox");
    mkdirSync(outbox);
    for (const [name, age] of [
      ["alt.eml", 31 * day],
      ["neu.eml", 29 * day],
    ] as const) {
      writeFileSync(path.join(outbox, name), "Subject: Kontaktanfrage");
      const written = new Date(start.getTime() + 30 * day - age);
      utimesSync(path.join(outbox, name), written, written);
    }

    clock = new Date(start.getTime() + 30 * day);
    worker.pass();
    expect(queue.entries().map((entry) => entry.id)).toEqual([recent]);
    expect(readdirSync(outbox)).toEqual(["neu.eml"]);
    expect(lines).toContain(`info Kontakt-Warteschlange: gescheiterte Anfrage ${old} gelöscht (Aufbewahrungsfrist abgelaufen)`);
    expect(lines).toContain("info Ausgangsordner: alt.eml gelöscht (Aufbewahrungsfrist abgelaufen)");
  });
});
