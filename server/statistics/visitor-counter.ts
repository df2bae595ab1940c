import type { Logger } from "../contact/mail";
import { dateOf, dayOf, daysBefore, firstKeptDay, weekOf } from "./calendar-day";
import { CountBatch, keyOf, openStatisticsDb, type StatisticsDb } from "./statistics-db";
import { retentionPeriods } from "../../core/retention-periods";
import { MADE_UP_THRESHOLD, REQUESTS_THRESHOLD, Threshold } from "./threshold";

export type VisitorCounter = NonNullable<ReturnType<typeof openVisitorCounter>>;

const reasonOf = (file: string, error: unknown) => `${file}: ${(error as Error)?.message ?? String(error)}`;

/** Counts are written this often (and on a graceful stop): a crash loses at most this much. */
const FLUSH_INTERVAL_MS = 60_000;

/**
 * Counts in memory, written every minute and on stop, so no answer waits for the disk. A file that cannot be opened
 * turns counting off: no counter, and one log line why (pages are served as ever). A failed write keeps the counts
 * for the next, logged once. Counts older than the privacy policy's period (core/retention-periods.ts) are deleted.
 */
export function openVisitorCounter({ file, log, now = () => new Date() }: { file: string; log: Logger; now?: () => Date }) {
  const firstKept = () => firstKeptDay(now(), retentionPeriods.statisticsMonths);
  let db: StatisticsDb;
  try {
    db = openStatisticsDb(file);
    db.deleteBefore(firstKept());
  } catch (error) {
    log.error(`Besucherstatistik aus: ${reasonOf(file, error)}`);
    return undefined;
  }

  let batch = new CountBatch();
  let failing = false;
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
    if (batch.days.size === 0 && !failing && today() === prunedOn) return;
    try {
      // Synchronous: no view is counted meanwhile, and a failed write leaves the batch for the next.
      db.add(batch);
      batch = new CountBatch();
      if (today() !== prunedOn) {
        db.deleteBefore(firstKept());
        prunedOn = today();
      }
      if (failing) log.info("Besucherstatistik: Schreiben klappt wieder");
      failing = false;
    } catch (error) {
      if (!failing) log.error(`Besucherstatistik: Zählungen nicht geschrieben, nächster Versuch in einer Minute: ${reasonOf(file, error)}`);
      failing = true;
    }
  }

  const timer = setInterval(flush, FLUSH_INTERVAL_MS).unref();

  const [referrers, campaigns, notFound, requests] = (["referrers", "campaigns", "notFound", "requests"] as const).map(
    (kind) => new Threshold(kind, kind === "requests" ? REQUESTS_THRESHOLD : MADE_UP_THRESHOLD, (period) => db.named(kind, period)),
  );

  return {
    /** A page view, with the referring site's registrable domain (`google.de`) and campaign if another site or a campaign says so. */
    countView(path: string, referrerHost?: string, campaign?: string) {
      const name = today();
      batch.add(name, "views", path);
      if (referrerHost) referrers.count(batch, name, referrerHost);
      if (campaign) campaigns.count(batch, name, campaign);
    },
    /** An address not found: its path without the query, and the referring site's domain ("" for none). */
    countNotFound(path: string, referrer: string) {
      notFound.count(batch, today(), keyOf(path, referrer));
    },
    /** An accepted contact request sent from the page `path`: counted for the week, not the day. */
    countContactRequest(path: string) {
      requests.count(batch, weekOf(today()), path);
    },
    /** What /healthz says: whether the last write succeeded. */
    on: () => !failing,
    /** The open file, for the weekly summary. */
    db,
    flush,
    stop() {
      clearInterval(timer);
      flush();
      db.close();
    },
  };
}
