import { randomUUID } from "crypto";
import { promises as fs } from "fs";
import os from "os";
import path from "path";
import type { MailMessage } from "../compose-contact-mail";
import { MailNotStoredError } from "../mail-transport";

/**
 * The contact queue on disk, kept as mail servers keep theirs (Maildir, Postfix):
 *
 *   tmp/      a file being written; never read from
 *   waiting/  requests waiting for (another) delivery attempt: `<id>.json`
 *   sending/  claimed by one process while it sends: `<id>~<claimed ms>~<host>~<pid>.json`
 *   failed/   given up (a permanent SMTP answer, or the retry period is over), for the operator
 *
 * Every move is a rename within one file system, which is atomic: a request is in one folder at any
 * time, and of two processes renaming the same file only one succeeds, so a claim is sent once. A file
 * is written under tmp/, fsync'd, renamed into place and its folder fsync'd: a stored request survives
 * a crash or a power cut.
 */
const QUEUE_FOLDERS = ["tmp", "waiting", "sending", "failed"] as const;
type Folder = (typeof QUEUE_FOLDERS)[number];

/** One stored contact request: the mail as it will be sent, and where its delivery stands. */
export interface QueuedMail {
  /** The file's name without `.json`: the arrival (ms) and a random part, so names sort by age. */
  id: string;
  /** Sent with every attempt, so a receiving server can tell a repeat. */
  messageId: string;
  receivedAt: string;
  /** When the retry period started: the arrival, or the operator's manual retry. */
  queuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The last failure in a few words, never the message's content. */
  lastError?: string;
  mail: MailMessage;
}

/** A request this process has claimed; only it may send, release or fail it. */
export interface Claim {
  record: QueuedMail;
  file: string;
}

export interface QueueEntry {
  id: string;
  folder: Exclude<Folder, "tmp">;
  record: QueuedMail | null;
  unreadable?: string;
}

const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, "_");

/** The domain of the sender address, so Message-IDs belong to the site. */
function messageIdDomain(from: string): string {
  const domain = (from.match(/<([^>]+)>/)?.[1] ?? from).split("@")[1]?.trim();
  return domain && /^[a-z0-9.-]+$/i.test(domain) ? domain : "localhost";
}

const isTime = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value));

function parseQueuedMail(text: string): QueuedMail {
  const value = JSON.parse(text) as QueuedMail;
  if (
    typeof value?.id !== "string" ||
    typeof value.messageId !== "string" ||
    typeof value.mail?.to !== "string" ||
    ![value.receivedAt, value.queuedAt, value.nextAttemptAt].every(isTime)
  ) {
    throw new Error("not a queued contact request");
  }
  return value;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What `work` resolves with, or `missing` when its file is gone: another process moved it first. */
async function unlessMissing<T>(work: Promise<T>, missing: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return missing;
    throw error;
  }
}

/** Whether a rename or removal happened (false: the file was gone already). */
const done = async (work: Promise<void>) => (await unlessMissing<void | false>(work, false)) !== false;

async function syncFolder(dir: string) {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createMailQueue(root: string) {
  const fileIn = (folder: Folder, name: string) => path.join(root, folder, name);
  /** The claims this process holds right now: never taken back while it lives. */
  const held = new Set<string>();

  async function writeDurably(target: string, record: QueuedMail) {
    const temporary = fileIn("tmp", `${randomUUID()}.json`);
    await fs.writeFile(temporary, JSON.stringify(record), { flag: "wx", mode: 0o600, flush: true });
    await fs.rename(temporary, target);
    await syncFolder(path.dirname(target));
  }

  /** Rewrites the file `from` with `record`, then moves it to `folder`; returns where it went. */
  async function rewriteInto(from: string, record: QueuedMail, folder: Folder) {
    const target = fileIn(folder, `${record.id}.json`);
    await writeDurably(from, record);
    await fs.rename(from, target);
    await syncFolder(path.dirname(target));
    return target;
  }

  /** Ends a claim by rewriting its file into `folder`. */
  async function release(claim: Claim, update: Partial<QueuedMail>, folder: Folder) {
    const target = await rewriteInto(fileIn("sending", claim.file), { ...claim.record, ...update }, folder);
    held.delete(claim.file);
    return target;
  }

  const readRecord = async (file: string) => parseQueuedMail(await fs.readFile(file, "utf8"));
  const namesIn = async (folder: Folder) =>
    (await unlessMissing(fs.readdir(path.join(root, folder)), [])).filter((name) => name.endsWith(".json")).sort();
  const idOfClaim = (name: string) => name.split("~", 1)[0].replace(/\.json$/, "");

  /** Deletes the files in `folder` last written at least `ageMs` ago; returns their names. */
  async function removeOlderThan(folder: Folder, now: Date, ageMs: number) {
    const removed: string[] = [];
    for (const name of await namesIn(folder)) {
      const stat = await unlessMissing(fs.stat(fileIn(folder, name)), null);
      if (stat && now.getTime() - stat.mtime.getTime() >= ageMs && (await done(fs.rm(fileIn(folder, name))))) removed.push(name);
    }
    return removed;
  }

  return {
    root,

    /** Creates the folders (owner-only: they hold personal data). Safe to call from several processes. */
    async open() {
      for (const folder of QUEUE_FOLDERS) await fs.mkdir(path.join(root, folder), { recursive: true, mode: 0o700 });
    },

    /** Stores a request before the visitor is told it was sent; rejects with MailNotStoredError if it could not. */
    async store(mail: MailMessage, receivedAt: Date): Promise<QueuedMail> {
      const random = randomUUID();
      const time = receivedAt.toISOString();
      const record: QueuedMail = {
        id: `${receivedAt.getTime()}-${random}`,
        messageId: `<${random}@${messageIdDomain(mail.from)}>`,
        receivedAt: time,
        queuedAt: time,
        attempts: 0,
        nextAttemptAt: time,
        mail,
      };
      try {
        await writeDurably(fileIn("waiting", `${record.id}.json`), record);
      } catch (error) {
        throw new MailNotStoredError((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      }
      return record;
    },

    /** The waiting requests' ids, oldest first. */
    waitingIds: async () => (await namesIn("waiting")).map(idOfClaim),

    /** Reads a waiting request without claiming it (null when another process took it meanwhile). */
    peek: (id: string) => unlessMissing<QueuedMail | null>(readRecord(fileIn("waiting", `${id}.json`)), null),

    /** Takes a waiting request for sending; null when another process was first. */
    async claim(id: string, now: Date): Promise<Claim | null> {
      const file = `${id}~${now.getTime()}~${host}~${process.pid}.json`;
      // Held before the file appears in sending/, so a concurrent recoverStaleClaims never takes it back.
      held.add(file);
      let claim: Claim | null = null;
      try {
        if (await done(fs.rename(fileIn("waiting", `${id}.json`), fileIn("sending", file)))) {
          claim = { record: await readRecord(fileIn("sending", file)), file };
        }
        return claim;
      } finally {
        if (!claim) held.delete(file);
      }
    },

    /** The SMTP server has accepted the request: it leaves the disk. */
    async delivered(claim: Claim) {
      await fs.rm(fileIn("sending", claim.file), { force: true });
      held.delete(claim.file);
    },

    /** A temporary failure: the request waits again, with its attempts and next attempt recorded. */
    retryLater: (claim: Claim, update: Pick<QueuedMail, "attempts" | "nextAttemptAt" | "lastError">) => release(claim, update, "waiting"),

    /** Stops holding a claim whose handling failed half-way, so the next scan takes it back. */
    abandon(claim: Claim) {
      held.delete(claim.file);
    },

    /** Moves a waiting file that cannot be read as a request to failed/, for the operator to look at. */
    quarantine: (id: string) => done(fs.rename(fileIn("waiting", `${id}.json`), fileIn("failed", `${id}.json`))),

    /** Gives a request up: it moves to failed/ with the reason; returns its file. */
    fail: (claim: Claim, update: Pick<QueuedMail, "attempts" | "lastError">) => release(claim, update, "failed"),

    /**
     * Returns to waiting/ the claims of a process on this host that is gone (or of this pid, not held: a restart),
     * and from any host those older than `leaseMs`, which no delivery attempt lasts.
     */
    async recoverStaleClaims(now: Date, leaseMs: number): Promise<number> {
      let recovered = 0;
      for (const name of await namesIn("sending")) {
        if (held.has(name)) continue;
        const [, claimedAt, claimHost, pid] = name.replace(/\.json$/, "").split("~");
        const orphaned = claimHost === host && (Number(pid) === process.pid || !processIsAlive(Number(pid)));
        if (!orphaned && now.getTime() - Number(claimedAt) < leaseMs) continue;
        if (await done(fs.rename(fileIn("sending", name), fileIn("waiting", `${idOfClaim(name)}.json`)))) recovered += 1;
      }
      if (recovered > 0) await syncFolder(path.join(root, "waiting"));
      return recovered;
    },

    /** Waiting and sending requests: how many, and when the oldest arrived (from the names alone). */
    async pending(): Promise<{ count: number; oldestReceivedAt: Date | null }> {
      // A request may move between waiting/ and sending/ meanwhile: sending/ read before and after
      // waiting/ sees it at least once, and the set counts it once.
      const names = [...(await namesIn("sending")), ...(await namesIn("waiting")), ...(await namesIn("sending"))];
      const ids = [...new Set(names.map(idOfClaim))];
      // An id starts with its arrival in ms (NaN for a file that is not one of ours).
      const times = ids.map((id) => Number(id.split("-", 1)[0])).filter(Number.isFinite);
      return { count: ids.length, oldestReceivedAt: times.length ? new Date(Math.min(...times)) : null };
    },

    /** Every request on disk, for the operator's listing. */
    async entries(): Promise<QueueEntry[]> {
      const entries: QueueEntry[] = [];
      for (const folder of ["waiting", "sending", "failed"] as const) {
        for (const name of await namesIn(folder)) {
          // A file another process moved meanwhile is listed where it went, or not at all.
          const read = await readRecord(fileIn(folder, name)).then(
            (record) => ({ record }),
            (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : { record: null, unreadable: error.message }),
          );
          if (read) entries.push({ id: idOfClaim(name), folder, ...read });
        }
      }
      return entries;
    },

    /** Deletes requests given up at least `keepMs` ago (the privacy policy states how long). */
    purgeFailed: (now: Date, keepMs: number) => removeOlderThan("failed", now, keepMs),

    /** Deletes files a crash left half-written in tmp/ (they hold personal data and are never read). */
    removeLeftovers: async (now: Date, olderThanMs: number) => (await removeOlderThan("tmp", now, olderThanMs)).length,

    /** The operator's retry: a failed request waits again, due now, with a new retry period. */
    async retryFailed(id: string, now: Date): Promise<boolean> {
      const source = fileIn("failed", `${id}.json`);
      const record = await unlessMissing<QueuedMail | null>(readRecord(source), null);
      if (!record) return false;
      await rewriteInto(source, { ...record, queuedAt: now.toISOString(), nextAttemptAt: now.toISOString() }, "waiting");
      return true;
    },

    /** The operator's delete: removes a waiting or failed request; false when there is none by that id. */
    async remove(id: string): Promise<boolean> {
      for (const folder of ["waiting", "failed"] as const) if (await done(fs.rm(fileIn(folder, `${id}.json`)))) return true;
      return false;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
