import type { MailTransport } from "../mail-transport";
import type { MailQueue } from "./mail-queue";
import type { QueueWorker } from "./queue-worker";

/**
 * What the contact handler hands an accepted request to on the production server: the
 * request is stored durably (or MailNotStoredError is thrown), then the worker sends it.
 * The visitor's answer waits for the disk, never for the mail server.
 */
export function queueingTransport(queue: MailQueue, worker: QueueWorker, now = () => new Date()): MailTransport {
  return {
    async send(mail) {
      const record = await queue.store(mail, now());
      worker.deliverSoon(record.id);
      return `Warteschlange ${record.id}`;
    },
  };
}
