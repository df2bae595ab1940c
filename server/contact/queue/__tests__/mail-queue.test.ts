/** @jest-environment node */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { once } from "events";
import { Worker } from "worker_threads";
import { testMail } from "../../../../src/test-utils/contact-requests";
import { MailNotStoredError } from "../../mail";
import { createMailQueue } from "../mail-queue";

const mail = testMail;
const at = (iso: string) => Date.parse(iso);
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

let dir: string;
let file: string;
const queues: { close(): void }[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "mail-queue-"));
  file = path.join(dir, "queue.sqlite");
});
afterEach(() => {
  for (const queue of queues.splice(0)) queue.close();
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function openQueue(options?: Parameters<typeof createMailQueue>[1]) {
  const queue = createMailQueue(file, options);
  queues.push(queue);
  return queue;
}

/** The queue with the SQL it ran on its connection as it opened, and that connection, as SQLite sees them. */
function openWatchedQueue() {
  const exec = jest.spyOn(DatabaseSync.prototype, "exec");
  const queue = openQueue();
  return { queue, statements: exec.mock.calls.map(([sql]) => sql), connection: exec.mock.contexts[0] as DatabaseSync };
}

/** What another process would read from the file: only what was committed. */
function committedRows() {
  const reader = new DatabaseSync(file, { readOnly: true });
  try {
    return reader.prepare("SELECT id, messageId, attempts, failedAt FROM requests ORDER BY id").all();
  } finally {
    reader.close();
  }
}

describe("the contact queue in SQLite", () => {
  it("stores a request committed with a rollback journal and full fsync, in one owner-only file and nothing beside it", () => {
    const { queue, statements } = openWatchedQueue();
    const id = queue.store(mail, at("2026-11-24T08:00:00Z"));

    expect(statements.join(";")).toMatch(/journal_mode = DELETE;\s*PRAGMA synchronous = FULL/);
    expect(committedRows()).toEqual([
      { id, messageId: expect.stringMatching(/^<[0-9a-f-]{36}@agentur\.example>$/), attempts: 0, failedAt: null },
    ]);
    expect(queue.get(id)).toMatchObject({
      receivedAt: at("2026-11-24T08:00:00Z"),
      queuedAt: at("2026-11-24T08:00:00Z"),
      nextAttemptAt: at("2026-11-24T08:00:00Z"),
      mail,
    });
    expect(readdirSync(dir)).toEqual(["queue.sqlite"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("makes an existing file owner-only", () => {
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    openQueue();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("answers MailNotStoredError when the disk is full, leaves no file behind, and is not storable until a store succeeds", () => {
    const { queue, connection } = openWatchedQueue();
    queue.store(mail, Date.now());
    const { page_count: pages } = connection.prepare("PRAGMA page_count").get() as { page_count: number };
    connection.exec(`PRAGMA max_page_count = ${pages}`);
    const large = { ...mail, text: "x".repeat(20_000) };

    expect(() => queue.store(large, Date.now())).toThrow(new MailNotStoredError("database or disk is full"));
    expect(readdirSync(dir)).toEqual(["queue.sqlite"]);
    expect(committedRows()).toHaveLength(1);
    expect(queue.status()).toMatchObject({ storable: false, problem: "database or disk is full", waiting: 1 });

    connection.exec("PRAGMA max_page_count = 1000000");
    expect(queue.status().storable).toBe(false);
    queue.store(large, Date.now());
    expect(queue.status()).toMatchObject({ storable: true, problem: null, waiting: 2 });
  });

  it("refuses a request once the stored mails, waiting and failed, reach the ceiling, and takes one again when they shrink", () => {
    const queue = openQueue({ maxBytes: 2 * bytesOf(mail) });
    const first = queue.store(mail, Date.now());
    queue.fail(first, 1, "550", Date.now());
    const second = queue.store(mail, Date.now());

    expect(() => queue.store(mail, Date.now())).toThrow(MailNotStoredError);
    expect(committedRows()).toHaveLength(2);
    expect(queue.status()).toMatchObject({ storable: false, waiting: 1, failed: 1 });

    queue.remove(second);
    expect(queue.status()).toMatchObject({ storable: true, waiting: 0, failed: 1 });
    queue.store(mail, Date.now());
  });

  it("waits for another process's write, as `npm run outbox` beside the server, rather than failing", async () => {
    const queue = openQueue();
    // Another connection holds the file locked for half a second, from a thread of its own.
    const other = new Worker(
      `const { DatabaseSync } = require("node:sqlite");
       const { parentPort, workerData } = require("worker_threads");
       const db = new DatabaseSync(workerData);
       db.exec("BEGIN EXCLUSIVE");
       parentPort.postMessage("locked");
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
       db.exec("COMMIT");`,
      { eval: true, workerData: file },
    );
    await once(other, "message");
    const id = queue.store(mail, Date.now());
    await once(other, "exit");
    expect(committedRows().map((row) => row.id)).toEqual([id]);
  });

  it("lists when each waiting request is due, and keeps its Message-ID through a retry", () => {
    const queue = openQueue();
    const first = queue.store(mail, at("2026-11-24T08:00:00Z"));
    const second = queue.store(mail, at("2026-11-24T08:00:05Z"));
    const failed = queue.store(mail, at("2026-11-24T08:00:06Z"));
    const { messageId } = queue.get(first)!;
    queue.retryLater(first, 1, at("2026-11-24T08:00:15Z"), "ECONNECTION");
    queue.fail(failed, 1, "550", at("2026-11-24T08:00:07Z"));

    expect(queue.waiting()).toEqual([
      { id: first, nextAttemptAt: at("2026-11-24T08:00:15Z") },
      { id: second, nextAttemptAt: at("2026-11-24T08:00:05Z") },
    ]);
    expect(queue.get(first)).toMatchObject({ messageId, attempts: 1, lastError: "ECONNECTION", nextAttemptAt: at("2026-11-24T08:00:15Z") });
    expect(queue.status(at("2026-11-24T08:01:00Z"))).toEqual({ storable: true, problem: null, waiting: 2, failed: 1, oldestAgeS: 60 });

    queue.remove(second);
    expect(committedRows().map((row) => row.id)).toEqual([first, failed]);
  });

  it("deletes failed requests once their keeping time is over, counted from when they were given up", () => {
    const queue = openQueue();
    const day = 24 * 3600_000;
    const [old, recent] = [queue.store(mail, Date.now()), queue.store(mail, Date.now())];
    queue.fail(old, 3, "550", at("2026-10-01T08:00:00Z"));
    queue.fail(recent, 3, "550", at("2026-10-20T08:00:00Z"));

    expect(queue.purgeFailed(at("2026-10-31T08:00:00Z"), 30 * day)).toEqual([old]);
    expect(committedRows().map((row) => row.id)).toEqual([recent]);
    expect(queue.waiting()).toEqual([]);
  });

  it("lets the operator retry a failed request with a new retry period, or delete one", () => {
    const queue = openQueue();
    const id = queue.store(mail, at("2026-11-01T08:00:00Z"));
    const { messageId } = queue.get(id)!;
    queue.fail(id, 3, "550", at("2026-11-02T08:00:00Z"));
    const now = at("2026-11-24T10:00:00Z");

    expect(queue.retryFailed(id, now)).toBe(true);
    expect(queue.get(id)).toMatchObject({ failedAt: null, queuedAt: now, nextAttemptAt: now, messageId, attempts: 3 });
    expect(queue.retryFailed(id, now)).toBe(false);

    expect(queue.entries().map((entry) => entry.id)).toEqual([id]);
    expect(queue.remove(id)).toBe(true);
    expect(queue.remove(id)).toBe(false);
    expect(queue.entries()).toEqual([]);
  });
});
