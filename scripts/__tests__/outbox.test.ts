/** @jest-environment node */
import { spawnSync } from "child_process";
import { mkdtempSync, readdirSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { createMailQueue } from "../../server/contact/queue/mail-queue";

const root = path.join(__dirname, "..", "..");
const mail = {
  from: "w@agentur.example",
  to: "i@agentur.example",
  replyTo: { name: "Anna", address: "anna@example.org" },
  subject: "Kontaktanfrage von Anna",
  text: "Geheimer Text",
  html: "Geheimer Text",
};

let dir: string;
const outbox = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH!, CONTACT_QUEUE_FILE: dir },
    encoding: "utf8",
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "outbox-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run outbox", () => {
  it("lists waiting and failed requests with age, attempts and last error, retries and deletes one", async () => {
    const queue = createMailQueue(dir);
    await queue.open();
    const waiting = await queue.store(mail, new Date(Date.now() - 3 * 3600_000));
    const failing = await queue.store(mail, new Date(Date.now() - 2 * 86_400_000));
    await queue.fail((await queue.claim(failing.id, new Date()))!, { attempts: 4, lastError: "550 5.1.1 Mailbox unavailable" });

    const list = outbox();
    expect(list.status).toBe(0);
    expect(list.stdout).toContain("2 Anfrage(n)");
    expect(list.stdout).toMatch(new RegExp(`waiting\\s+${waiting.id}\\s+Alter 3 h\\s+Versuche 0`));
    expect(list.stdout).toMatch(
      new RegExp(`failed\\s+${failing.id}\\s+Alter 2 d\\s+Versuche 4\\s+letzter Fehler: 550 5.1.1 Mailbox unavailable`),
    );
    expect(list.stdout).not.toContain("Geheimer Text");

    expect(outbox("retry", failing.id).status).toBe(0);
    expect(readdirSync(path.join(dir, "failed"))).toEqual([]);
    expect(readdirSync(path.join(dir, "waiting")).sort()).toEqual([`${waiting.id}.json`, `${failing.id}.json`].sort());

    expect(outbox("delete", waiting.id).status).toBe(0);
    expect(readdirSync(path.join(dir, "waiting"))).toEqual([`${failing.id}.json`]);
  }, 30_000);

  it("says so when there is no such request, and shows its usage for an unknown command", () => {
    const missing = outbox("retry", "1-gibt-es-nicht");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Keine Anfrage 1-gibt-es-nicht in failed/");
    const wrong = outbox("verschicke");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("npm run outbox -- [list | retry <id> | delete <id>]");
  }, 30_000);
});
