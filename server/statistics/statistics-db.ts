import { mkdirSync } from "fs";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import type { Day } from "./calendar-day";
import type { CountBatch } from "./count-batch";

/**
 * Daily counts and nothing else: every row is a day, what was counted and how often. No address, user
 * agent, identifier or time of day is written, so nothing personal can be joined to the counts.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS page_views (day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS referrer_views (day TEXT NOT NULL, host TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, host)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS campaign_views (day TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL,
    views INTEGER NOT NULL, PRIMARY KEY (day, source, medium, campaign)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS contact_requests (day TEXT NOT NULL, path TEXT NOT NULL, requests INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS summaries_sent (week TEXT PRIMARY KEY) WITHOUT ROWID;
`;

const TABLES = ["page_views", "referrer_views", "campaign_views", "contact_requests"] as const;

export type PageRow = { path: string; views: number; requests: number };
export type ReferrerRow = { host: string; views: number };
export type CampaignRow = { source: string; medium: string; campaign: string; views: number };
export type DayRow = { day: Day; views: number };

export type StatisticsDb = ReturnType<typeof openStatisticsDb>;

/** Opens (and if needed creates) the statistics file; throws when it is not writable or not a database. */
export function openStatisticsDb(file: string, { readOnly = false } = {}) {
  if (!readOnly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { readOnly });
  try {
    // Writes the schema and its version: a file that is no SQLite database, or one the server
    // may not write (a read-only folder or file), fails here, at start, not at the first count.
    if (!readOnly) db.exec(`${SCHEMA} PRAGMA user_version = 1;`);
    db.prepare("SELECT count(*) FROM page_views").get();
  } catch (error) {
    db.close();
    throw error;
  }

  const upsert = (table: string, columns: string[], total: string) =>
    db.prepare(
      `INSERT INTO ${table} (day, ${columns.join(", ")}, ${total}) VALUES (?, ${columns.map(() => "?").join(", ")}, ?) ` +
        `ON CONFLICT DO UPDATE SET ${total} = ${total} + excluded.${total}`,
    );
  const statements = readOnly
    ? undefined
    : {
        views: upsert("page_views", ["path"], "views"),
        referrers: upsert("referrer_views", ["host"], "views"),
        campaigns: upsert("campaign_views", ["source", "medium", "campaign"], "views"),
        requests: upsert("contact_requests", ["path"], "requests"),
      };

  /** A query over the days from `from` to `to`, both included. */
  const between =
    <T>(sql: string) =>
    (from: Day, to: Day) =>
      db.prepare(sql).all(from, to) as unknown as T[];

  return {
    /** Adds a batch of counts in one transaction: all of it is written, or none. */
    add(batch: CountBatch) {
      if (!statements) throw new Error("opened read-only");
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const [day, counts] of batch.days) {
          for (const [key, count] of counts.views) statements.views.run(day, key, count);
          for (const [key, count] of counts.referrers) statements.referrers.run(day, key, count);
          for (const [key, count] of counts.campaigns) statements.campaigns.run(day, ...(JSON.parse(key) as string[]), count);
          for (const [key, count] of counts.requests) statements.requests.run(day, key, count);
        }
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },

    /** Deletes every count of a day before `firstKept`. */
    deleteBefore(firstKept: Day) {
      for (const table of TABLES) db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(firstKept);
    },

    /** Views and contact requests per page, most viewed first. */
    pages: between<PageRow>(
      `SELECT path, sum(views) AS views, sum(requests) AS requests FROM (
         SELECT path, views, 0 AS requests FROM page_views WHERE day BETWEEN ?1 AND ?2
         UNION ALL SELECT path, 0, requests FROM contact_requests WHERE day BETWEEN ?1 AND ?2
       ) GROUP BY path ORDER BY views DESC, requests DESC, path`,
    ),
    referrers: between<ReferrerRow>(
      "SELECT host, sum(views) AS views FROM referrer_views WHERE day BETWEEN ? AND ? GROUP BY host ORDER BY views DESC, host",
    ),
    campaigns: between<CampaignRow>(
      `SELECT source, medium, campaign, sum(views) AS views FROM campaign_views WHERE day BETWEEN ? AND ?
       GROUP BY source, medium, campaign ORDER BY views DESC, source, medium, campaign`,
    ),
    /** Page views per day (days without any are left out). */
    dailyViews: between<DayRow>("SELECT day, sum(views) AS views FROM page_views WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day"),

    /** Whether the weekly summary of the week starting `week` went out (so a restart does not send it twice). */
    summarySent(week: Day) {
      return db.prepare("SELECT 1 FROM summaries_sent WHERE week = ?").get(week) !== undefined;
    },

    markSummarySent(week: Day) {
      db.prepare("INSERT OR IGNORE INTO summaries_sent (week) VALUES (?)").run(week);
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}
