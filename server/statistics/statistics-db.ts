import { mkdirSync } from "fs";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { weekOf, type Day } from "./calendar-day";

/** Daily counts and nothing else (a week for contact requests): no address, user agent, identifier or time of day. */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS page_views (day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS referrer_views (day TEXT NOT NULL, host TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, host)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS campaign_views (day TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL,
    views INTEGER NOT NULL, PRIMARY KEY (day, source, medium, campaign)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS contact_requests (day TEXT NOT NULL, path TEXT NOT NULL, requests INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS not_found (day TEXT NOT NULL, path TEXT NOT NULL, referrer TEXT NOT NULL, views INTEGER NOT NULL,
    PRIMARY KEY (day, path, referrer)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS summaries_sent (week TEXT PRIMARY KEY) WITHOUT ROWID;
`;

/** Where each kind is written: its table, its key's columns (several as a JSON array, `keyOf`) and its total. */
const KINDS = {
  views: { table: "page_views", columns: ["path"], total: "views" },
  referrers: { table: "referrer_views", columns: ["host"], total: "views" },
  campaigns: { table: "campaign_views", columns: ["source", "medium", "campaign"], total: "views" },
  /** Per ISO week: the `day` column holds the week's Monday (calendar-day.ts, `weekOf`). */
  requests: { table: "contact_requests", columns: ["path"], total: "requests" },
  notFound: { table: "not_found", columns: ["path", "referrer"], total: "views" },
} as const;

export type CountKind = keyof typeof KINDS;

export const keyOf = (...columns: string[]) => JSON.stringify(columns);
/** The columns of a key as its kind's table holds them. */
const columnsOf = (kind: CountKind, key: string): string[] => (KINDS[kind].columns.length > 1 ? JSON.parse(key) : [key]);
/** A row's key, from its columns. */
const keyOfColumns = (columns: string[]) => (columns.length > 1 ? keyOf(...columns) : columns[0]);

/** The counts since the last write, per day and kind. */
export class CountBatch {
  readonly days = new Map<Day, Record<CountKind, Map<string, number>>>();

  add(day: Day, kind: CountKind, key: string, count = 1) {
    let counts = this.days.get(day);
    if (!counts) {
      counts = { views: new Map(), referrers: new Map(), campaigns: new Map(), requests: new Map(), notFound: new Map() };
      this.days.set(day, counts);
    }
    counts[kind].set(key, (counts[kind].get(key) ?? 0) + count);
  }
}

export type PageRow = { path: string; views: number; requests: number };

export type StatisticsDb = ReturnType<typeof openStatisticsDb>;

/** Opens (and if needed creates) the statistics file; throws when it is not writable or not a database. */
export function openStatisticsDb(file: string, { readOnly = false } = {}) {
  if (!readOnly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { readOnly });
  try {
    // A file that is no database, or one the server may not write, fails here at start, not at the first count.
    // (A delete of nothing is still a write, which SQLite refuses at once on a read-only file or folder.)
    if (!readOnly) db.exec(`${SCHEMA} DELETE FROM summaries_sent WHERE 0;`);
    db.prepare("SELECT count(*) FROM page_views").get();
  } catch (error) {
    db.close();
    throw error;
  }

  /** A query over the days from `from` to `to`, both included. */
  const between =
    <T>(sql: string) =>
    (from: Day, to: Day) =>
      db.prepare(sql).all(from, to) as unknown as T[];
  /** A kind's totals per value, the most first. */
  const summed = <T>(kind: "referrers" | "campaigns" | "notFound") => {
    const { table, columns, total } = KINDS[kind];
    const key = columns.join(", ");
    return between<T>(
      `SELECT ${key}, sum(${total}) AS ${total} FROM ${table} WHERE day BETWEEN ? AND ? GROUP BY ${key} ORDER BY ${total} DESC, ${key}`,
    );
  };
  const pages = db.prepare(
    `SELECT path, sum(views) AS views, sum(requests) AS requests FROM (
       SELECT path, views, 0 AS requests FROM page_views WHERE day BETWEEN ?1 AND ?2
       UNION ALL SELECT path, 0, requests FROM contact_requests WHERE day BETWEEN ?3 AND ?2
     ) GROUP BY path ORDER BY views DESC, requests DESC, path`,
  );

  return {
    /** Adds a batch in one transaction, without the `(andere)` left at 0 when a value reached its threshold (threshold.ts). */
    add(batch: CountBatch) {
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const kind of Object.keys(KINDS) as CountKind[]) {
          const { table, columns, total } = KINDS[kind];
          const upsert = db.prepare(
            `INSERT INTO ${table} (day, ${columns.join(", ")}, ${total}) VALUES (?, ${columns.map(() => "?").join(", ")}, ?) ` +
              `ON CONFLICT DO UPDATE SET ${total} = ${total} + excluded.${total}`,
          );
          for (const [day, counts] of batch.days) {
            for (const [key, count] of counts[kind]) upsert.run(day, ...columnsOf(kind, key), count);
            db.prepare(`DELETE FROM ${table} WHERE day = ? AND ${total} = 0`).run(day);
          }
        }
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },

    /** The keys a kind holds for a day (a week: its Monday). */
    named: (kind: CountKind, day: Day) =>
      db
        .prepare(`SELECT ${KINDS[kind].columns.join(", ")} FROM ${KINDS[kind].table} WHERE day = ?`)
        .all(day)
        .map((row) => keyOfColumns(Object.values(row) as string[])),

    /** Deletes every count of a day (a week: of its Monday) before `firstKept`. */
    deleteBefore(firstKept: Day) {
      for (const { table } of Object.values(KINDS)) db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(firstKept);
    },

    /** Views and contact requests per page, most viewed first; the requests of every week the days touch. */
    pages: (from: Day, to: Day) => pages.all(from, to, weekOf(from)) as unknown as PageRow[],
    referrers: summed<{ host: string; views: number }>("referrers"),
    campaigns: summed<{ source: string; medium: string; campaign: string; views: number }>("campaigns"),
    notFound: summed<{ path: string; referrer: string; views: number }>("notFound"),
    /** Page views per day (days without any are left out). */
    dailyViews: between<{ day: Day; views: number }>(
      "SELECT day, sum(views) AS views FROM page_views WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day",
    ),

    /** Whether the summary of the week starting `week` went out, so a restart does not send it twice. */
    summarySent: (week: Day) => db.prepare("SELECT 1 FROM summaries_sent WHERE week = ?").get(week) !== undefined,
    markSummarySent: (week: Day) => void db.prepare("INSERT OR IGNORE INTO summaries_sent (week) VALUES (?)").run(week),

    close() {
      if (db.isOpen) db.close();
    },
  };
}
