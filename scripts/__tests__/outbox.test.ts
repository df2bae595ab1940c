/** @jest-environment node */
import { spawnSync } from "child_process";
import { mkdtempSync, rmSync } from "fs";
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
    env: { PATH: process.env.PATH!, CONTACT_QUEUE_FILE: path.join(dir, "queue.sqlite") },
    encoding: "utf8",
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "outbox-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run outbox", () => {
  it("lists waiting and failed requests with age, attempts and last error, retries and deletes one", async () => {
    // Opened as the running server holds it: the command works beside it.
    const queue = createMailQueue(path.join(dir, "queue.sqlite"));
    const waiting = queue.store(mail, Date.now() - 3 * 3600_000);
    const failing = queue.store(mail, Date.now() - 2 * 86_400_000);
    queue.fail(failing, 4, "550 5.1.1 Mailbox unavailable", Date.now());

    const list = outbox();
    expect(list.status).toBe(0);
    expect(list.stdout).toContain("2 Anfrage(n)");
    expect(list.stdout).toMatch(new RegExp(`waiting\\s+${waiting}\\s+Alter 3 h\\s+Versuche 0\\s+nächster `));
    expect(list.stdout).toMatch(
      new RegExp(`failed\\s+${failing}\\s+Alter 2 d\\s+Versuche 4\\s+letzter Fehler: 550 5.1.1 Mailbox unavailable`),
    );
    expect(list.stdout).not.toContain("Geheimer Text");

    expect(outbox("retry", String(failing)).status).toBe(0);
    expect(queue.waiting().map((entry) => entry.id)).toEqual([waiting, failing]);

    expect(outbox("delete", String(waiting)).status).toBe(0);
    expect(queue.entries().map((entry) => entry.id)).toEqual([failing]);
    queue.close();
  }, 30_000);

  it("says so when there is no such request, and shows its usage for an unknown command", () => {
    const missing = outbox("retry", "17");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Keine gescheiterte Anfrage 17.");
    const wrong = outbox("verschicke");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("npm run outbox -- [list | retry <id> | delete <id>]");
  }, 30_000);
});
