/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from "fs";
import os from "os";
import path from "path";
import type { MailMessage } from "../../compose-contact-mail";
import { testMail } from "../../../../src/test-utils/contact-requests";
import type { MailTransport } from "../../mail-transport";
import { createMailQueue } from "../mail-queue";
import { createQueueWorker } from "../queue-worker";

const mail = testMail;
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });

let root: string;
let clock: Date;
const lines: string[] = [];
const log = { info: (line: string) => lines.push(`info ${line}`), error: (line: string) => lines.push(`error ${line}`) };

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "queue-worker-"));
  clock = new Date("2026-11-24T08:00:00Z");
  lines.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function setUp(transport: MailTransport) {
  const queue = createMailQueue(root);
  const worker = createQueueWorker({
    queue,
    transport,
    schedule: { firstRetryS: 15, maxIntervalS: 900, giveUpAfterS: 5 * 24 * 3600 },
    failedKeepMs: 30 * 24 * 3600 * 1000,
    log,
    now: () => clock,
  });
  return { queue, worker };
}

/** Polls until `done` holds: work on disk takes as long as the machine needs, so no fixed wait. */
async function until(done: () => boolean | Promise<boolean>, what: string) {
  for (const started = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 5000) throw new Error(`still waiting for ${what}`);
  }
}

/**
 * Whether the attempt number `attempts` at request `id` has failed and ended (or the request was given up). The log
 * line is the attempt's last step, so the worker no longer counts it in flight, and a scan that follows retries it;
 * the file on disk is rewritten earlier, while the attempt still runs.
 */
const attempted = (id: string, attempts: number) => () =>
  lines.some((line) => line.includes(`Kontaktanfrage ${id}: Versuch ${attempts} fehlgeschlagen`) || line.includes(`${id}.json: `));

async function settle(worker: ReturnType<typeof setUp>["worker"]) {
  await worker.scan();
  await worker.stop(5000);
}

describe("the queue worker", () => {
  it("sends every attempt with the Message-ID and date the request got when it was stored", async () => {
    const sent: MailMessage[] = [];
    let failures = 1;
    const { queue, worker } = setUp({
      async send(message) {
        sent.push(message);
        if (failures-- > 0) throw refused();
        return "ok";
      },
    });
    await worker.start();
    const record = await queue.store(mail, clock);
    await worker.scan();
    await until(attempted(record.id, 1), "the first attempt");
    expect(sent).toHaveLength(1);
    expect((await queue.peek(record.id))?.nextAttemptAt).toBe("2026-11-24T08:00:15.000Z");

    clock = new Date("2026-11-24T08:00:15Z");
    await settle(worker);
    expect(sent.map((message) => [message.messageId, message.date?.toISOString()])).toEqual([
      [record.messageId, record.receivedAt],
      [record.messageId, record.receivedAt],
    ]);
    expect(readdirSync(path.join(root, "waiting"))).toEqual([]);
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
    const { queue, worker } = setUp(transport);
    await worker.start();
    const waiting: string[] = [];
    for (const name of ["A", "B"]) {
      const { id } = await queue.store({ ...mail, subject: name }, clock);
      waiting.push(id);
      worker.deliverSoon(id);
    }
    for (const id of waiting) await until(attempted(id, 1), "the first attempts");
    expect(sent).toEqual([]);

    up = true; // the clock stands still: both backoffs still run
    worker.deliverSoon((await queue.store({ ...mail, subject: "C" }, clock)).id);
    await until(() => sent.length >= 3, "three mails");
    expect(sent.sort()).toEqual(["A", "B", "C"]);
    await worker.stop(1000);

    // A restart tries every waiting request at once too.
    up = false;
    const { queue: again, worker: first } = setUp(transport);
    await first.start();
    const { id: d } = await again.store({ ...mail, subject: "D" }, clock);
    first.deliverSoon(d);
    await until(attempted(d, 1), "D's first attempt");
    await first.stop(1000);
    up = true;
    const { worker: restarted } = setUp(transport);
    await restarted.start();
    await until(() => sent.length >= 4, "D after the restart");
    expect(sent).toContain("D");
    await restarted.stop(1000);
  });

  it("gives a request up when an attempt ends after the retry period, and logs one line without its content", async () => {
    // The mail server answers slowly: the second attempt, begun 5 s before the period ends, fails 10 s later.
    const { queue, worker } = setUp({
      send: async () => {
        clock = new Date(clock.getTime() + 10_000);
        return Promise.reject(refused());
      },
    });
    await worker.start();
    const { id } = await queue.store(mail, clock);
    await worker.scan();
    await until(attempted(id, 1), "the first attempt");

    clock = new Date("2026-11-29T07:59:55Z");
    await worker.scan({ all: true });
    await until(attempted(id, 2), "the second attempt");
    await settle(worker);
    const [failed] = readdirSync(path.join(root, "failed"));
    expect(failed).toBeDefined();
    const errors = lines.filter((line) => line.startsWith("error"));
    expect(errors).toEqual([
      `error Kontaktanfrage nicht zustellbar, abgelegt in ${path.join(root, "failed", failed)}: nach 2 Versuchen aufgegeben: ESOCKET: connect ECONNREFUSED 127.0.0.1:25`,
    ]);
    expect(lines.join("\n")).not.toContain("anna@example.org");
    expect(lines.join("\n")).not.toContain("rufen Sie mich an");
  });

  it("schedules no attempt after the retry period: one due at its end gives the request up unsent", async () => {
    let sends = 0;
    const { queue, worker } = setUp({ send: async () => (sends++, Promise.reject(refused())) });
    await worker.start();
    const { id } = await queue.store(mail, clock);
    await worker.scan();
    await until(attempted(id, 1), "the first attempt");

    // Ten seconds before the period ends, the wait of 30 s after a second failure would reach past it.
    clock = new Date("2026-11-29T07:59:50Z");
    await worker.scan({ all: true });
    await until(attempted(id, 2), "the second attempt");
    expect(lines).toContainEqual(expect.stringMatching(/Versuch 2 fehlgeschlagen .*nächster Versuch 2026-11-29T08:00:00\.000Z$/));

    clock = new Date("2026-11-29T08:00:00Z");
    await settle(worker);
    expect(sends).toBe(2);
    expect(lines.filter((line) => line.startsWith("error"))).toEqual([
      `error Kontaktanfrage nicht zustellbar, abgelegt in ${path.join(root, "failed", `${id}.json`)}: nach 2 Versuchen aufgegeben: ESOCKET: connect ECONNREFUSED 127.0.0.1:25`,
    ]);
  });

  it("makes no attempt for a request whose retry period ended while the server was down, and moves it to failed/", async () => {
    const sent: string[] = [];
    const { queue, worker } = setUp({
      send: async (message) => {
        sent.push(message.messageId ?? "");
        return "sent";
      },
    });
    await queue.open();
    const { id } = await queue.store(mail, clock);
    clock = new Date("2026-11-29T08:00:00Z");
    await worker.start();
    await until(attempted(id, 1), "the request given up");
    await worker.stop(1000);
    expect(sent).toEqual([]);
    expect(readdirSync(path.join(root, "failed"))).toEqual([`${id}.json`]);
    expect(lines.filter((line) => line.startsWith("error"))).toEqual([
      `error Kontaktanfrage nicht zustellbar, abgelegt in ${path.join(root, "failed", `${id}.json`)}: nach 0 Versuchen aufgegeben`,
    ]);
  });

  it("deletes requests from failed/ after their keeping time when it reads the folder", async () => {
    const { queue, worker } = setUp({
      send: async () => Promise.reject(Object.assign(new Error("no"), { responseCode: 550, response: "550 no" })),
    });
    await worker.start();
    await queue.store(mail, clock);
    await worker.scan();
    await until(() => readdirSync(path.join(root, "failed")).length > 0, "the refused request in failed/");
    expect(readdirSync(path.join(root, "failed"))).toHaveLength(1);

    const { utimesSync } = await import("fs");
    const [file] = readdirSync(path.join(root, "failed"));
    const old = new Date(clock.getTime() - 31 * 24 * 3600 * 1000);
    utimesSync(path.join(root, "failed", file), old, old);
    await settle(worker);
    expect(readdirSync(path.join(root, "failed"))).toEqual([]);
  });
});
