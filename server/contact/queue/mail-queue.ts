import { randomUUID } from "crypto";
import { chmodSync, closeSync, mkdirSync, openSync } from "fs";
import path from "path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { MailNotStoredError, type MailMessage } from "../mail";

/** The stored mails' size (their JSON, waiting and failed) from which the queue takes no more: a flood must not fill the
 * disk the server and its logs live on. 50 MB are a thousand requests of the largest body the endpoint takes. */
export const QUEUE_MAX_BYTES = 50 * 1024 * 1024;

// queuedAt starts the retry period (the arrival, or the operator's retry); failedAt is null while it waits.
// AUTOINCREMENT: no id is given twice, so a log line's id names one request for good.
const SCHEMA = `CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT, messageId TEXT NOT NULL, receivedAt INTEGER NOT NULL, queuedAt INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, nextAttemptAt INTEGER NOT NULL, lastError TEXT, failedAt INTEGER,
  bytes INTEGER NOT NULL, mail TEXT NOT NULL
) STRICT`;

/** One stored request (times in ms); its Message-ID goes with every attempt, so a receiving server can tell a repeat. */
export type QueuedMail = Record<"id" | "receivedAt" | "queuedAt" | "attempts" | "nextAttemptAt", number> & {
  messageId: string;
  /** The last failure in a few words, never the message's content. */
  lastError: string | null;
  failedAt: number | null;
  mail: MailMessage;
};

/** The domain of the sender address, so Message-IDs belong to the site. */
function messageIdDomain(from: string): string {
  const domain = (from.match(/<([^>]+)>/)?.[1] ?? from).split("@")[1]?.trim();
  return domain && /^[a-z0-9.-]+$/i.test(domain) ? domain : "localhost";
}

/** SQLite's words for a failure ("database or disk is full"): no path, nothing of a visitor. */
const reasonOf = (error: unknown) => (error as { errstr?: string }).errstr ?? (error as Error).name;

/** The contact queue: one table in an SQLite file of its own, which one server process delivers from. */
export function createMailQueue(file: string, { maxBytes = QUEUE_MAX_BYTES } = {}) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Owner-only before SQLite opens it (its journal takes the file's mode): the rows are visitors' messages.
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  // The timeout lets the server and `npm run outbox` write at one time: the second waits for the first.
  const db = new DatabaseSync(file, { timeout: 5000 });
  // A rollback journal with FULL: a commit has fsync'd the journal and the file before it returns, so a stored request
  // survives a crash or a power cut, a failed write is rolled back and its journal deleted, and between writes the
  // queue is this one file. WAL would keep -wal and -shm files beside it for readers that overlap writes, which a
  // queue of a few requests a week does not have. A commit's fsync blocks the event loop for milliseconds.
  db.exec(`PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL; ${SCHEMA}`);

  const insert = db.prepare(`INSERT INTO requests (messageId, receivedAt, queuedAt, nextAttemptAt, bytes, mail)
    SELECT ?1, ?2, ?2, ?2, ?3, ?4 WHERE (SELECT coalesce(sum(bytes), 0) FROM requests) < ?5`);
  const all = <T>(sql: string, ...values: SQLInputValue[]) => db.prepare(sql).all(...values) as T[];
  const records = (where: string, ...values: SQLInputValue[]) =>
    all<Omit<QueuedMail, "mail"> & { mail: string }>(`SELECT * FROM requests ${where}`, ...values).map((row): QueuedMail => ({
      ...row,
      mail: JSON.parse(row.mail) as MailMessage,
    }));
  const change = (sql: string, ...values: SQLInputValue[]) => db.prepare(sql).run(...values).changes > 0;
  /** Why the last store failed, until one succeeds. */
  let storeProblem: string | null = null;

  return {
    file,

    /** Stores a request durably before the visitor is told it was sent; throws MailNotStoredError if it could not. */
    store(mail: MailMessage, receivedAt: number): number {
      const json = JSON.stringify(mail);
      let result;
      try {
        const messageId = `<${randomUUID()}@${messageIdDomain(mail.from)}>`;
        result = insert.run(messageId, receivedAt, Buffer.byteLength(json), json, maxBytes);
      } catch (error) {
        throw new MailNotStoredError((storeProblem = reasonOf(error)));
      }
      storeProblem = null;
      if (result.changes === 0) throw new MailNotStoredError(`Warteschlange voll (${maxBytes} Bytes)`);
      return Number(result.lastInsertRowid);
    },

    get: (id: number): QueuedMail | undefined => records("WHERE id = ?", id)[0],
    /** Every request, waiting and failed, oldest first. */
    entries: () => records("ORDER BY id"),
    waiting: () => all<{ id: number; nextAttemptAt: number }>("SELECT id, nextAttemptAt FROM requests WHERE failedAt IS NULL"),

    /** A temporary failure: the request waits again. */
    retryLater: (id: number, attempts: number, nextAttemptAt: number, lastError: string) =>
      change("UPDATE requests SET attempts = ?, nextAttemptAt = ?, lastError = ? WHERE id = ?", attempts, nextAttemptAt, lastError, id),
    /** Gives a request up (a permanent answer, or the retry period is over); it is kept for the operator. */
    fail: (id: number, attempts: number, lastError: string | null, now: number) =>
      change("UPDATE requests SET attempts = ?, lastError = ?, failedAt = ? WHERE id = ?", attempts, lastError, now, id),
    /** Delivered (the SMTP server accepted it), or the operator's delete; false when there is no such request. */
    remove: (id: number) => change("DELETE FROM requests WHERE id = ?", id),
    /** Deletes requests given up at least `keepMs` ago (the privacy policy states how long); returns their ids. */
    purgeFailed: (now: number, keepMs: number) =>
      all<{ id: number }>("DELETE FROM requests WHERE failedAt <= ? RETURNING id", now - keepMs).map((row) => row.id),
    /** The operator's retry: a failed request waits again, due now, with a new retry period. */
    retryFailed: (id: number, now: number) =>
      change("UPDATE requests SET failedAt = NULL, queuedAt = ?1, nextAttemptAt = ?1 WHERE id = ?2 AND failedAt IS NOT NULL", now, id),

    /** For /healthz and the start's log line: `storable` is false after a failed store (until one succeeds) and while full. */
    status(now = Date.now()) {
      const [{ waiting, failed, bytes, oldest }] = all<Record<"waiting" | "failed" | "bytes", number> & { oldest: number | null }>(
        `SELECT count(*) - count(failedAt) AS waiting, count(failedAt) AS failed, coalesce(sum(bytes), 0) AS bytes,
           min(receivedAt) FILTER (WHERE failedAt IS NULL) AS oldest FROM requests`,
      );
      const problem = storeProblem ?? (bytes >= maxBytes ? "Warteschlange voll" : null);
      const oldestAgeS = oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000));
      return { storable: problem === null, problem, waiting, failed, oldestAgeS };
    },

    close: () => db.close(),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
