// npm run outbox [-- list | retry <id> | delete <id>]: the contact queue as the operator sees it.
// Reads CONTACT_QUEUE_FILE like the server; works while the server runs (every change is a rename).
import { createMailQueue, type QueueEntry } from "../server/contact/queue/mail-queue";
import { settingsFromEnvironment } from "../core/settings/read-settings";
import { queueSettingsFrom } from "../server/contact/queue/queue-settings";

const usage = "npm run outbox -- [list | retry <id> | delete <id>]";

function age(from: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - from.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

function line(entry: QueueEntry, now: Date): string {
  const { record } = entry;
  if (!record) return `${entry.folder.padEnd(8)} ${entry.id}  nicht lesbar: ${entry.unreadable}`;
  const fields = [
    entry.folder.padEnd(8),
    entry.id,
    `Alter ${age(new Date(record.receivedAt), now)}`,
    `Versuche ${record.attempts}`,
    entry.folder === "waiting" ? `nächster ${record.nextAttemptAt}` : "",
    record.lastError ? `letzter Fehler: ${record.lastError}` : "",
  ];
  return fields.filter(Boolean).join("  ");
}

async function main(args: string[]): Promise<number> {
  const settings = queueSettingsFrom(settingsFromEnvironment());
  const queue = createMailQueue(settings.dir);
  const [command = "list", id] = args;
  const now = new Date();
  if (command === "list") {
    const entries = await queue.entries();
    console.log(`Kontakt-Warteschlange ${settings.dir}: ${entries.length} Anfrage(n)`);
    for (const entry of entries) console.log(line(entry, now));
    return 0;
  }
  if ((command === "retry" || command === "delete") && id) {
    const done = command === "retry" ? await queue.retryFailed(id, now) : await queue.remove(id);
    if (!done) {
      console.error(command === "retry" ? `Keine Anfrage ${id} in failed/.` : `Keine wartende oder gescheiterte Anfrage ${id}.`);
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
