import { setTimeout as sleep } from "timers/promises";
import { classifyDeliveryError, removeOutboxMailsOlderThan, type Logger, type MailMessage, type MailTransport } from "../mail";
import type { MailQueue } from "./mail-queue";
import type { ServerSettings } from "../../settings";

/** The longest wait between two passes: how soon a request the operator put back (`npm run outbox`) is sent. */
const PASS_INTERVAL_MS = 30_000;

const kindOf = (error: Error) => `${error.name} ${(error as NodeJS.ErrnoException).code ?? ""}`;
const afterAttempts = (attempts: number) => `nach ${attempts} ${attempts === 1 ? "Versuch" : "Versuchen"} aufgegeben`;

type RetrySchedule = ServerSettings["queue"]["schedule"];

/** The wait after the `failures`-th failed attempt (1 for the first), in milliseconds. */
export function retryDelayMs(schedule: RetrySchedule, failures: number): number {
  const doubled = schedule.firstRetryS * 2 ** Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(doubled, schedule.maxIntervalS) * 1000;
}

/** When the retry period of a request queued at `queuedAt` (ms) ends: no attempt is made from then on. */
export const retryPeriodEnd = (schedule: RetrySchedule, queuedAt: number) => queuedAt + schedule.giveUpAfterS * 1000;

/** `transport`: SMTP, or the outbox folder, whose mails are deleted after `failedKeepMs` like failed requests. */
type WorkerOptions = Pick<ServerSettings["queue"], "schedule" | "failedKeepMs"> & {
  queue: MailQueue;
  transport: MailTransport;
  log: Logger;
  outboxDir?: string;
  now?: () => Date;
};

/** Delivers the queue: a request at once after it was stored, a retry when it is due. This process alone sends from it. */
export function createQueueWorker(options: WorkerOptions) {
  const { queue, transport, schedule, log, failedKeepMs, outboxDir } = options;
  const now = () => (options.now?.() ?? new Date()).getTime();
  let stopped = false;
  const inFlight = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  /** A temporary failure happened since the last delivery: the next success ends an outage. */
  let deferred = false;

  function deliverSoon(id: number) {
    if (stopped || inFlight.has(id)) return;
    const attempt = deliver(id)
      .catch((error: Error) => log.error(`Kontakt-Warteschlange: Fehler bei ${id}: ${kindOf(error)}`))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, attempt);
  }

  /** One log line naming the request and why, never the message's content. */
  function giveUp(id: number, attempts: number, lastError: string | null, permanent = false) {
    queue.fail(id, attempts, lastError, now());
    const why = permanent ? lastError : afterAttempts(attempts) + (lastError ? `: ${lastError}` : "");
    log.error(`Kontaktanfrage ${id} nicht zustellbar, als gescheitert abgelegt: ${why}`);
  }

  async function deliver(id: number) {
    const record = queue.get(id);
    if (!record || record.failedAt !== null) return; // deleted or given up meanwhile
    const periodEnd = retryPeriodEnd(schedule, record.queuedAt);
    // No attempt after the period the privacy policy states, whether it ended on schedule or while the server was down.
    if (now() >= periodEnd) return giveUp(id, record.attempts, record.lastError);
    try {
      await transport.send({ ...record.mail, messageId: record.messageId, date: new Date(record.receivedAt) });
    } catch (error) {
      const { permanent, reason } = classifyDeliveryError(error);
      const attempts = record.attempts + 1;
      const time = now();
      if (permanent || time >= periodEnd) return giveUp(id, attempts, reason, permanent);
      // At the period's end at the latest, when the request is given up.
      const next = Math.min(time + retryDelayMs(schedule, attempts), periodEnd);
      queue.retryLater(id, attempts, next, reason);
      log.info(`Kontaktanfrage ${id}: Versuch ${attempts} fehlgeschlagen (${reason}), nächster Versuch ${new Date(next).toISOString()}`);
      deferred = true;
      return pass(); // for its timer, which now wakes at `next` if nothing waits less long
    }
    // Only now: a crash before this line sends the request again, with the same Message-ID, rather than never.
    queue.remove(id);
    log.info(`Kontaktanfrage ${id} zugestellt`);
    if (deferred) {
      // The mail server takes mail again: send what waited now, not when each backoff ends.
      deferred = false;
      pass({ all: true });
    }
  }

  /** Sends what is due (with `all`, everything waiting) and deletes what is kept no longer. */
  function pass({ all = false }: { all?: boolean } = {}) {
    if (stopped) return;
    const time = now();
    let next = time + PASS_INTERVAL_MS;
    const expired = (what: string) => log.info(`${what} gelöscht (Aufbewahrungsfrist abgelaufen)`);
    try {
      for (const { id, nextAttemptAt } of queue.waiting()) {
        if (all || nextAttemptAt <= time) deliverSoon(id);
        else next = Math.min(next, nextAttemptAt);
      }
      for (const id of queue.purgeFailed(time, failedKeepMs)) expired(`Kontakt-Warteschlange: gescheiterte Anfrage ${id}`);
      for (const name of outboxDir ? removeOutboxMailsOlderThan(outboxDir, time, failedKeepMs) : []) expired(`Ausgangsordner: ${name}`);
    } catch (error) {
      log.error(`Kontakt-Warteschlange nicht lesbar: ${kindOf(error as Error)}`);
    }
    clearTimeout(timer);
    timer = setTimeout(pass, next - time).unref();
  }

  /** Resolves once no attempt is in flight, those a finished one started included. */
  async function idle() {
    while (inFlight.size > 0) await Promise.all(inFlight.values());
  }

  return {
    pass,
    idle,

    /** For the contact handler: stores a request durably (or throws MailNotStoredError), then sends it: no visitor waits for SMTP. */
    transport: {
      async send(mail: MailMessage) {
        const id = queue.store(mail, now());
        deliverSoon(id);
        return `Warteschlange ${id}`;
      },
    } satisfies MailTransport,

    /** Takes up the queue: everything waiting is tried at once (a restart is when an operator expects mail to move). */
    async start() {
      const { waiting, failed, oldestAgeS } = queue.status(now());
      const oldest = waiting > 0 ? `, die älteste seit ${oldestAgeS} s` : "";
      log.info(`Kontakt-Warteschlange ${queue.file}: ${waiting} wartend${oldest}, ${failed} gescheitert`);
      pass({ all: true });
    },

    /** Waits at most `deadlineMs` for the attempts in flight (what waits stays stored); true when none was cut off. */
    async stop(deadlineMs: number): Promise<boolean> {
      stopped = true;
      clearTimeout(timer);
      return Promise.race([idle().then(() => true), sleep(deadlineMs, false, { ref: false })]);
    },
  };
}
