import { setTimeout as sleep } from "timers/promises";
import type { Logger } from "../mail-transport";
import type { MailMessage } from "../compose-contact-mail";
import { classifyDeliveryError, type MailTransport } from "../mail-transport";
import type { Claim, MailQueue } from "./mail-queue";
import { retryDelayMs, retryPeriodEnd, type RetrySchedule } from "./queue-settings";

const CONCURRENCY = 4; // deliveries at once per process
const SCAN_INTERVAL_MS = 30_000; // how often the folder is read for requests another process stored or released
const LEASE_MS = 10 * 60_000; // a claim older than this is taken back from a process on another host

const kindOf = (error: Error) => `${error.name} ${(error as NodeJS.ErrnoException).code ?? ""}`;
const afterAttempts = (attempts: number) => `nach ${attempts} ${attempts === 1 ? "Versuch" : "Versuchen"} aufgegeben`;

/**
 * Delivers the queue: a request stored by this process at once, everything else when it is due. Each
 * attempt claims the request first, so two processes sharing the folder never send one twice.
 */
export function createQueueWorker({
  queue,
  transport,
  schedule,
  log,
  failedKeepMs,
  now = () => new Date(),
}: {
  queue: MailQueue;
  /** SMTP, or the local outbox folder. */
  transport: MailTransport;
  schedule: RetrySchedule;
  log: Logger;
  failedKeepMs: number;
  now?: () => Date;
}) {
  let stopped = false;
  const inFlight = new Map<string, Promise<void>>();
  const ready = new Set<string>();
  let scanTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let wakeTime = Infinity;
  let scanning: Promise<void> | null = null;
  /** A scan asked for while one ran, to run right after it. */
  let again: { all: boolean } | null = null;
  /** A temporary failure happened since the last delivery: the next success ends an outage. */
  let deferred = false;

  function deliverSoon(id: string) {
    if (stopped || inFlight.has(id)) return;
    ready.add(id);
    pump();
  }

  function pump() {
    for (const id of ready) {
      if (stopped || inFlight.size >= CONCURRENCY) return;
      ready.delete(id);
      const attempt = deliver(id)
        .catch((error: Error) => log.error(`Kontakt-Warteschlange: Fehler bei ${id}: ${kindOf(error)}`))
        .finally(() => {
          inFlight.delete(id);
          pump();
        });
      inFlight.set(id, attempt);
    }
  }

  function wake() {
    wakeTime = Infinity;
    void scan();
  }

  /** One wake-up for the earliest retry this process knows of; the regular scan finds the rest. */
  function wakeAt(time: number) {
    if (stopped || time >= wakeTime) return;
    clearTimeout(wakeTimer);
    wakeTime = time;
    wakeTimer = setTimeout(wake, Math.max(0, time - now().getTime())).unref();
  }

  async function deliver(id: string) {
    const claim = await queue.claim(id, now());
    if (!claim) return; // another process was first
    await attempt(claim).catch((error: unknown) => {
      queue.abandon(claim); // the disk failed mid-way: the next scan takes the claim back
      throw error;
    });
  }

  /** Moves a request to failed/ with one log line naming the file and why, never the message's content. */
  async function giveUp(claim: Claim, update: Pick<Claim["record"], "attempts" | "lastError">, why: string) {
    const file = await queue.fail(claim, update);
    log.error(`Kontaktanfrage nicht zustellbar, abgelegt in ${file}: ${why}`);
  }

  async function attempt(claim: Claim) {
    const { record } = claim;
    const periodEnd = retryPeriodEnd(schedule, new Date(record.queuedAt));
    if (now().getTime() >= periodEnd) {
      // No attempt after the period the privacy policy states, whether it ended on schedule or while the server was down.
      const last = record.lastError ? `: ${record.lastError}` : "";
      return giveUp(claim, { attempts: record.attempts, lastError: record.lastError }, `${afterAttempts(record.attempts)}${last}`);
    }
    try {
      await transport.send({ ...record.mail, messageId: record.messageId, date: new Date(record.receivedAt) });
    } catch (error) {
      const failure = classifyDeliveryError(error);
      const attempts = record.attempts + 1;
      const time = now();
      if (failure.permanent || time.getTime() >= periodEnd) {
        const why = failure.permanent ? failure.reason : `${afterAttempts(attempts)}: ${failure.reason}`;
        return giveUp(claim, { attempts, lastError: failure.reason }, why);
      }
      // At the period's end at the latest, when the request is given up.
      const next = new Date(Math.min(time.getTime() + retryDelayMs(schedule, attempts), periodEnd));
      await queue.retryLater(claim, { attempts, nextAttemptAt: next.toISOString(), lastError: failure.reason });
      log.info(
        `Kontaktanfrage ${record.id}: Versuch ${attempts} fehlgeschlagen (${failure.reason}), nächster Versuch ${next.toISOString()}`,
      );
      deferred = true;
      wakeAt(next.getTime());
      return;
    }
    await queue.delivered(claim);
    log.info(`Kontaktanfrage ${record.id} zugestellt`);
    if (deferred) {
      // The mail server takes mail again: send what waited now, not when each backoff ends.
      deferred = false;
      void scan({ all: true });
    }
  }

  async function scanOnce(all: boolean) {
    const time = now();
    await queue.recoverStaleClaims(time, LEASE_MS);
    for (const id of await queue.waitingIds()) {
      if (stopped) return;
      if (inFlight.has(id) || ready.has(id)) continue;
      const record = await queue.peek(id).catch(async (error: Error) => {
        log.error(`Kontakt-Warteschlange: ${id} ist nicht lesbar (${error.message}) und wird nach failed/ verschoben`);
        await queue.quarantine(id);
        return null;
      });
      if (!record) continue;
      const due = Date.parse(record.nextAttemptAt);
      if (all || due <= time.getTime()) deliverSoon(id);
      else wakeAt(due);
    }
    // A write takes milliseconds; a file in tmp/ an hour old was left by a crash.
    await queue.removeLeftovers(time, 60 * 60_000);
    for (const name of await queue.purgeFailed(time, failedKeepMs)) {
      log.info(`Kontakt-Warteschlange: ${name} aus failed/ gelöscht (Aufbewahrungsfrist abgelaufen)`);
    }
  }

  /** Reads the folder and sends what is due (with `all`, everything waiting); a scan asked for meanwhile runs once after it. */
  function scan({ all = false }: { all?: boolean } = {}): Promise<void> {
    if (scanning) {
      again = { all: all || !!again?.all };
      return scanning;
    }
    scanning = scanOnce(all)
      .catch((error: Error) => log.error(`Kontakt-Warteschlange nicht lesbar: ${kindOf(error)}`))
      .finally(() => {
        const next = again;
        scanning = again = null;
        if (next && !stopped) void scan(next);
      });
    return scanning;
  }

  return {
    deliverSoon,
    scan,

    /** For the contact handler: stores a request durably (or throws MailNotStoredError), then sends it: no visitor waits for SMTP. */
    transport: {
      async send(mail: MailMessage) {
        const record = await queue.store(mail, now());
        deliverSoon(record.id);
        return `Warteschlange ${record.id}`;
      },
    } satisfies MailTransport,

    /** Takes up the queue: everything waiting is tried at once (a restart is when an operator expects mail to move). */
    async start() {
      await queue.open();
      const pending = await queue.pending();
      const oldest = pending.oldestReceivedAt ? `, älteste vom ${pending.oldestReceivedAt.toISOString()}` : "";
      log.info(`Kontakt-Warteschlange ${queue.root}: ${pending.count} wartend${oldest}`);
      scanTimer = setInterval(() => void scan(), SCAN_INTERVAL_MS).unref();
      await scan({ all: true });
    },

    /** Waits at most `deadlineMs` for the attempts in flight (what waits stays on disk); true when none was cut off. */
    async stop(deadlineMs: number): Promise<boolean> {
      stopped = true;
      clearInterval(scanTimer);
      clearTimeout(wakeTimer);
      const finished = Promise.all([...inFlight.values(), scanning]).then(() => true);
      return Promise.race([finished, sleep(deadlineMs, false, { ref: false })]);
    },
  };
}
