// npm run outbox [-- list | retry <id> | delete <id>]: the contact queue as the operator sees it.
// Reads CONTACT_QUEUE_FILE like the server; works while the server runs (SQLite lets each wait for the other's write).
import path from "path";
import { createMailQueue, type QueuedMail } from "../server/contact/queue/mail-queue";
import { settingsFromEnvironment } from "../core/settings/read-settings";

const usage = "npm run outbox -- [list | retry <id> | delete <id>]";

function age(from: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - from.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

function line(record: QueuedMail, now: Date): string {
  const fields = [
    (record.failedAt ? "failed" : "waiting").padEnd(8),
    record.id,
    `Alter ${age(new Date(record.receivedAt), now)}`,
    `Versuche ${record.attempts}`,
    record.failedAt ? "" : `nächster ${new Date(record.nextAttemptAt).toISOString()}`,
    record.lastError ? `letzter Fehler: ${record.lastError}` : "",
  ];
  return fields.filter(Boolean).join("  ");
}

async function main(args: string[]): Promise<number> {
  const file = path.resolve(settingsFromEnvironment().CONTACT_QUEUE_FILE);
  const queue = createMailQueue(file);
  const [command = "list", given] = args;
  const id = Number(given);
  const now = new Date();
  if (command === "list") {
    const entries = queue.entries();
    console.log(`Kontakt-Warteschlange ${file}: ${entries.length} Anfrage(n)`);
    for (const entry of entries) console.log(line(entry, now));
    return 0;
  }
  if ((command === "retry" || command === "delete") && Number.isSafeInteger(id)) {
    const done = command === "retry" ? queue.retryFailed(id, now.getTime()) : queue.remove(id);
    if (!done) {
      console.error(command === "retry" ? `Keine gescheiterte Anfrage ${given}.` : `Keine wartende oder gescheiterte Anfrage ${given}.`);
      return 1;
    }
    console.log(
      command === "retry" ? `${id} wartet wieder; der Server stellt sie beim nächsten Durchgang zu (höchstens 30 s).` : `${id} gelöscht.`,
    );
    return 0;
  }
  console.error(`Aufruf: ${usage}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
