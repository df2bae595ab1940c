import { defaultLanguage, languageOfPath } from "../../core/languages";
import type { Day } from "./calendar-day";

export type CountKind = "views" | "referrers" | "campaigns" | "requests" | "notFound";

/** Where each kind is written: its table, its key's columns (several as a JSON array, `keyOf`) and its total. */
export const KINDS = {
  views: { table: "page_views", columns: ["path"], total: "views" },
  referrers: { table: "referrer_views", columns: ["host"], total: "views" },
  campaigns: { table: "campaign_views", columns: ["source", "medium", "campaign"], total: "views" },
  /** Per ISO week: the `day` column holds the week's Monday (calendar-day.ts, `weekOf`). */
  requests: { table: "contact_requests", columns: ["path"], total: "requests" },
  notFound: { table: "not_found", columns: ["path", "referrer"], total: "views" },
} as const satisfies Record<CountKind, { table: string; columns: readonly string[]; total: string }>;

/** What a value is counted as until enough requests carried it to name no one (threshold.ts), and a referrer that is an IP address. */
export const OTHER = "(andere)";

export const keyOf = (...columns: string[]) => JSON.stringify(columns);
/** The columns of a key as its kind's table holds them. */
export const columnsOf = (kind: CountKind, key: string): string[] => (KINDS[kind].columns.length > 1 ? JSON.parse(key) : [key]);
/** A row's key, from its columns. */
export const keyOfColumns = (columns: string[]) => (columns.length > 1 ? keyOf(...columns) : columns[0]);
const otherKeys = { views: OTHER, referrers: OTHER, campaigns: keyOf(OTHER, "", ""), requests: OTHER, notFound: keyOf(OTHER, "") };
/** The key a kind counts `OTHER` under; a page's contact requests per language ("/en/(andere)"), which their mail names anyway. */
export const otherKeyOf = (kind: CountKind, key: string) =>
  kind === "requests" && languageOfPath(key) !== defaultLanguage ? `/${languageOfPath(key)}/${OTHER}` : otherKeys[kind];

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

  get empty() {
    return this.days.size === 0;
  }
}
