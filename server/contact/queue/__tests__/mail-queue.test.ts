/** @jest-environment node */
import { execFileSync } from "child_process";
import { promises as fs, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { testMail } from "../../../../src/test-utils/contact-requests";
import { MailNotStoredError } from "../../mail-transport";
import { createMailQueue } from "../mail-queue";

const mail = testMail;
const at = (iso: string) => new Date(iso);

let root: string;
const files = (folder: string) => readdirSync(path.join(root, folder));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "mail-queue-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function openQueue() {
  const queue = createMailQueue(root);
  await queue.open();
  return queue;
}

describe("the contact queue on disk", () => {
  it("stores a request as one owner-only file in waiting/, with a Message-ID of the sender's domain", async () => {
    const queue = await openQueue();
    const record = await queue.store(mail, at("2026-11-24T08:00:00Z"));

    expect(files("waiting")).toEqual([`${record.id}.json`]);
    expect(files("tmp")).toEqual([]);
    const file = path.join(root, "waiting", `${record.id}.json`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      id: record.id,
      messageId: expect.stringMatching(/^<[0-9a-f-]{36}@agentur\.example>$/),
      receivedAt: "2026-11-24T08:00:00.000Z",
      queuedAt: "2026-11-24T08:00:00.000Z",
      attempts: 0,
      nextAttemptAt: "2026-11-24T08:00:00.000Z",
      mail,
    });
  });

  it("writes under tmp/, fsyncs the file, renames it into waiting/ and fsyncs the folder", async () => {
    const queue = await openQueue();
    const handle = await fs.open(root, "r");
    const fileHandle = Object.getPrototypeOf(handle);
    await handle.close();
    const steps: string[] = [];
    const realSync = fileHandle.sync;
    const realRename = fs.rename.bind(fs);
    const sync = jest.spyOn(fileHandle, "sync").mockImplementation(async function (this: { fd: number }) {
      steps.push(`fsync ${path.relative(root, readlinkSync(`/proc/self/fd/${this.fd}`))}`);
      return realSync.call(this);
    });
    const rename = jest.spyOn(fs, "rename").mockImplementation(async (from, to) => {
      steps.push(`rename ${path.relative(root, String(from))} ${path.relative(root, String(to))}`);
      return realRename(from, to);
    });
    try {
      const record = await queue.store(mail, new Date());
      const [temporary] = steps[0].split(" ").slice(1);
      expect(temporary).toMatch(/^tmp\/[0-9a-f-]+\.json$/);
      expect(steps).toEqual([`fsync ${temporary}`, `rename ${temporary} waiting/${record.id}.json`, "fsync waiting"]);
    } finally {
      sync.mockRestore();
      rename.mockRestore();
    }
  });

  it("answers MailNotStoredError when the request cannot be written", async () => {
    const queue = createMailQueue(path.join(root, "nie-angelegt"));
    await expect(queue.store(mail, new Date())).rejects.toBeInstanceOf(MailNotStoredError);
  });

  it("lets only one of two processes claim a request", async () => {
    const first = await openQueue();
    const second = createMailQueue(root);
    const { id } = await first.store(mail, new Date());

    const claims = await Promise.all([first.claim(id, new Date()), second.claim(id, new Date())]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(files("waiting")).toEqual([]);
    expect(files("sending")).toEqual([expect.stringMatching(new RegExp(`^${id}~\\d+~.+~${process.pid}\\.json$`))]);
  });

  it("removes a delivered request from the disk", async () => {
    const queue = await openQueue();
    const { id } = await queue.store(mail, new Date());
    await queue.delivered((await queue.claim(id, new Date()))!);
    expect([...files("waiting"), ...files("sending"), ...files("failed"), ...files("tmp")]).toEqual([]);
  });

  it("puts a request back with its attempts after a temporary failure, keeping its Message-ID", async () => {
    const queue = await openQueue();
    const stored = await queue.store(mail, at("2026-11-24T08:00:00Z"));
    const claim = (await queue.claim(stored.id, new Date()))!;
    await queue.retryLater(claim, { attempts: 1, nextAttemptAt: "2026-11-24T08:00:15.000Z", lastError: "ECONNECTION" });

    expect(files("sending")).toEqual([]);
    expect(await queue.peek(stored.id)).toEqual({
      ...stored,
      attempts: 1,
      nextAttemptAt: "2026-11-24T08:00:15.000Z",
      lastError: "ECONNECTION",
    });
  });

  it("moves a request it gives up to failed/ with the reason", async () => {
    const queue = await openQueue();
    const { id } = await queue.store(mail, new Date());
    const file = await queue.fail((await queue.claim(id, new Date()))!, { attempts: 1, lastError: "550 Mailbox unavailable" });

    expect(file).toBe(path.join(root, "failed", `${id}.json`));
    expect(files("sending")).toEqual([]);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ id, attempts: 1, lastError: "550 Mailbox unavailable" });
  });

  describe("takes back claims whose process is gone", () => {
    const claimFile = (id: string, claimedAt: number, host: string, pid: number) =>
      path.join(root, "sending", `${id}~${claimedAt}~${host}~${pid}.json`);

    it("of a process on this host that no longer runs, or of another host after the lease", async () => {
      const queue = await openQueue();
      const now = Date.now();
      const ids = await Promise.all([1, 2, 3, 4].map(async () => (await queue.store(mail, new Date())).id));
      const dead = Number(execFileSync("sh", ["-c", "echo $$"]).toString());
      const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, "_");
      await fs.rename(path.join(root, "waiting", `${ids[0]}.json`), claimFile(ids[0], now, host, dead));
      await fs.rename(path.join(root, "waiting", `${ids[1]}.json`), claimFile(ids[1], now, "anderer-server", 1));
      await fs.rename(path.join(root, "waiting", `${ids[2]}.json`), claimFile(ids[2], now - 11 * 60_000, "anderer-server", 1));
      const held = (await queue.claim(ids[3], new Date()))!;

      expect(await queue.recoverStaleClaims(new Date(now), 10 * 60_000)).toBe(2);
      expect(files("waiting").sort()).toEqual([`${ids[0]}.json`, `${ids[2]}.json`].sort());
      expect(files("sending").sort()).toEqual([path.basename(claimFile(ids[1], now, "anderer-server", 1)), held.file].sort());
    });

    it("never of its own claims, however a recovery interleaves with claiming and delivering", async () => {
      const queue = await openQueue();
      for (let round = 0; round < 200; round++) {
        const { id } = await queue.store(mail, new Date());
        const recoveries: Promise<number>[] = [];
        const deliver = (async () => {
          const claim = queue.claim(id, new Date());
          recoveries.push(queue.recoverStaleClaims(new Date(), 10 * 60_000));
          const held = (await claim)!;
          const removal = queue.delivered(held);
          recoveries.push(queue.recoverStaleClaims(new Date(), 10 * 60_000));
          await removal;
        })();
        await deliver;
        expect(await Promise.all(recoveries)).toEqual([0, 0]);
        expect(files("waiting")).toEqual([]);
      }
      // 200 rounds of fsync'd files: 0.4 s on a quiet machine, over 2 s on a busy one, past Jest's 5 s under heavy load.
    }, 30_000);

    it("of this very process id after a restart, when it does not hold them", async () => {
      const before = await openQueue();
      const { id } = await before.store(mail, new Date());
      await before.claim(id, new Date());
      const afterRestart = createMailQueue(root);
      expect(await afterRestart.recoverStaleClaims(new Date(), 10 * 60_000)).toBe(1);
      expect(files("waiting")).toEqual([`${id}.json`]);
    });
  });

  it("counts waiting and sending requests and knows the oldest from the names alone", async () => {
    const queue = await openQueue();
    expect(await queue.pending()).toEqual({ count: 0, oldestReceivedAt: null });
    const older = await queue.store(mail, at("2026-11-24T08:00:00Z"));
    await queue.store(mail, at("2026-11-24T09:00:00Z"));
    await queue.claim(older.id, new Date());
    expect(await queue.pending()).toEqual({ count: 2, oldestReceivedAt: at("2026-11-24T08:00:00Z") });
  });

  it("deletes requests from failed/ once their keeping time is over", async () => {
    const queue = await openQueue();
    const ids = await Promise.all([1, 2].map(async () => (await queue.store(mail, new Date())).id));
    for (const id of ids) await queue.fail((await queue.claim(id, new Date()))!, { attempts: 1, lastError: "550" });
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(Date.now() - 31 * day);
    utimesSync(path.join(root, "failed", `${ids[0]}.json`), old, old);

    expect(await queue.purgeFailed(new Date(), 30 * day)).toEqual([`${ids[0]}.json`]);
    expect(files("failed")).toEqual([`${ids[1]}.json`]);
  });

  it("deletes what a crash left half-written in tmp/ once it is an hour old", async () => {
    const queue = await openQueue();
    writeFileSync(path.join(root, "tmp", "alt.json"), '{"name":"Anna"');
    writeFileSync(path.join(root, "tmp", "neu.json"), '{"name":"Bert"');
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(root, "tmp", "alt.json"), old, old);
    expect(await queue.removeLeftovers(new Date(), 3600_000)).toBe(1);
    expect(files("tmp")).toEqual(["neu.json"]);
  });

  it("lets the operator retry a failed request with a new retry period, or delete one", async () => {
    const queue = await openQueue();
    const stored = await queue.store(mail, at("2026-11-01T08:00:00Z"));
    await queue.fail((await queue.claim(stored.id, new Date()))!, { attempts: 3, lastError: "550" });
    const now = at("2026-11-24T10:00:00Z");

    expect(await queue.retryFailed(stored.id, now)).toBe(true);
    expect(files("failed")).toEqual([]);
    expect(await queue.peek(stored.id)).toMatchObject({
      queuedAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
      messageId: stored.messageId,
    });
    expect(await queue.retryFailed(stored.id, now)).toBe(false);

    expect(await queue.remove(stored.id)).toBe(true);
    expect(files("waiting")).toEqual([]);
    expect(await queue.remove(stored.id)).toBe(false);
  });

  it("lists every request for the operator, and an unreadable file as such", async () => {
    const queue = await openQueue();
    const { id } = await queue.store(mail, new Date());
    writeFileSync(path.join(root, "failed", "1-kaputt.json"), "{");
    // A time that is none would make every retry's schedule fail: the file counts as unreadable.
    const record = JSON.parse(readFileSync(path.join(root, "waiting", `${id}.json`), "utf8"));
    writeFileSync(path.join(root, "failed", "2-ohne-zeit.json"), JSON.stringify({ ...record, id: "2-ohne-zeit", queuedAt: "gestern" }));
    const entries = await queue.entries();
    expect(entries.map(({ id, folder, unreadable }) => ({ id, folder, unreadable: Boolean(unreadable) }))).toEqual([
      { id, folder: "waiting", unreadable: false },
      { id: "1-kaputt", folder: "failed", unreadable: true },
      { id: "2-ohne-zeit", folder: "failed", unreadable: true },
    ]);
  });
});
