import type { Logger } from "../contact/mail-transport";
import { dateOf, dayOf, daysBefore, firstKeptDay, weekOf } from "./calendar-day";
import { CountBatch, keyOf } from "./count-batch";
import { openStatisticsDb, type StatisticsDb } from "./statistics-db";
import { MADE_UP_THRESHOLD, REQUESTS_THRESHOLD, Threshold } from "./threshold";

/** What one page view adds to the counts: the page, and where it came from if another site or a campaign says so. */
export interface PageView {
  path: string;
  /** The referring site's registrable domain (`google.de`). */
  referrerHost?: string;
  campaign?: string;
}

/** An address not found: its path without the query, and the referring site's domain ("" for none). */
export interface NotFound {
  path: string;
  referrer: string;
}

export type VisitorCounter = ReturnType<typeof openVisitorCounter>;

/** Counting switched off, by the setting or because the file cannot be used: pages are served as ever. */
export function counterThatIsOff(reason: string) {
  return {
    /** The server then looks at no request at all. */
    counting: false as const,
    countView() {},
    countNotFound() {},
    countContactRequest() {},
    status: () => ({ on: false as const, reason }),
    db: () => undefined,
    flush() {},
    stop() {},
  };
}

const reasonOf = (file: string, error: unknown) => `${file}: ${(error as Error)?.message ?? String(error)}`;

/** Counts are written this often (and on a graceful stop): a crash loses at most this much. */
const FLUSH_INTERVAL_MS = 60_000;

/**
 * Counts in memory, written every minute and on stop, so no answer waits for the disk. A file that cannot be
 * opened turns counting off (/healthz says why); a failed write keeps the counts for the next, logged once.
 */
export function openVisitorCounter({
  file,
  retentionMonths,
  log,
  now = () => new Date(),
}: {
  file: string;
  retentionMonths: number;
  log: Logger;
  now?: () => Date;
}) {
  let db: StatisticsDb;
  try {
    db = openStatisticsDb(file);
    db.deleteBefore(firstKeptDay(now(), retentionMonths));
  } catch (error) {
    const reason = reasonOf(file, error);
    log.error(`Besucherstatistik aus: ${reason}`);
    return counterThatIsOff(reason);
  }

  let batch = new CountBatch();
  let failure: string | undefined;
  let prunedOn = dayOf(now());
  // The day's name, worked out once a day rather than for every view (the bench holds counting to 95 % of page throughput).
  let day = { name: "", until: 0 };
  const today = () => {
    const date = now();
    if (date.getTime() >= day.until) {
      day = { name: dayOf(date), until: dateOf(daysBefore(date, -1)).getTime() };
    }
    return day.name;
  };

  /** Writes what is counted so far, and on a new day deletes what has grown too old; the last write happens in `stop`. */
  function flush() {
    if (batch.empty && !failure && today() === prunedOn) return;
    try {
      // Synchronous: no view is counted meanwhile, and a failed write leaves the batch for the next.
      db.add(batch);
      batch = new CountBatch();
      if (today() !== prunedOn) {
        db.deleteBefore(firstKeptDay(now(), retentionMonths));
        prunedOn = today();
      }
      if (failure) log.info("Besucherstatistik: Schreiben klappt wieder");
      failure = undefined;
    } catch (error) {
      if (!failure) log.error(`Besucherstatistik: Zählungen nicht geschrieben, nächster Versuch in einer Minute: ${reasonOf(file, error)}`);
      failure = reasonOf(file, error);
    }
  }

  const timer = setInterval(flush, FLUSH_INTERVAL_MS).unref();

  const [referrers, campaigns, notFound, requests] = (["referrers", "campaigns", "notFound", "requests"] as const).map(
    (kind) => new Threshold(kind, kind === "requests" ? REQUESTS_THRESHOLD : MADE_UP_THRESHOLD, (period) => db.named(kind, period)),
  );

  return {
    counting: true as const,
    countView({ path, referrerHost, campaign }: PageView) {
      const name = today();
      batch.add(name, "views", path);
      if (referrerHost) referrers.count(batch, name, referrerHost);
      if (campaign) campaigns.count(batch, name, campaign);
    },
    countNotFound({ path, referrer }: NotFound) {
      notFound.count(batch, today(), keyOf(path, referrer));
    },
    /** An accepted contact request sent from the page `path`: counted for the week, not the day. */
    countContactRequest(path: string) {
      requests.count(batch, weekOf(today()), path);
    },
    /** What /healthz says about the statistics. */
    status: () => (failure ? { on: false as const, reason: failure } : { on: true as const }),
    /** The open file, for the weekly summary. */
    db: () => db,
    flush,
    stop() {
      clearInterval(timer);
      flush();
      db.close();
    },
  };
}
