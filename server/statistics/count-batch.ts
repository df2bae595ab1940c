import type { Day } from "./calendar-day";

export type CountKind = "views" | "referrers" | "campaigns" | "requests" | "notFound";

/**
 * Where each kind is written: its table, its key's columns (several as a JSON array, `keyOf`) and its total.
 * `madeUp`: the values are whatever a request says, not one of the site's pages, so they are capped per day.
 */
export const KINDS = {
  views: { table: "page_views", columns: ["path"], total: "views", madeUp: false },
  referrers: { table: "referrer_views", columns: ["host"], total: "views", madeUp: true },
  campaigns: { table: "campaign_views", columns: ["source", "medium", "campaign"], total: "views", madeUp: true },
  /** Per ISO week: the `day` column holds the week's Monday (calendar-day.ts, `weekOf`). */
  requests: { table: "contact_requests", columns: ["path"], total: "requests", madeUp: false },
  notFound: { table: "not_found", columns: ["path", "referrer"], total: "views", madeUp: true },
} as const satisfies Record<CountKind, { table: string; columns: readonly string[]; total: string; madeUp: boolean }>;

/** At most this many distinct made-up values a day and kind; every further one is counted as `FOLDED`. */
export const MAX_MADE_UP_PER_DAY = 100;
export const FOLDED = "(weitere)";

export const keyOf = (...columns: string[]) => JSON.stringify(columns);
/** The columns of a key as its kind's table holds them. */
export const columnsOf = (kind: CountKind, key: string): string[] => (KINDS[kind].columns.length > 1 ? JSON.parse(key) : [key]);
/** The key everything past the cap is counted under: `FOLDED` in the first column, the others empty. */
export const foldedKey = (kind: CountKind) => {
  const columns = KINDS[kind].columns.map((_, index) => (index === 0 ? FOLDED : ""));
  return columns.length > 1 ? keyOf(...columns) : FOLDED;
};

/**
 * The counts since the last write, per day and kind. The file folds what is past the cap (statistics-db.ts);
 * memory only past ten times the cap, so a known value is rarely folded and a flood cannot grow the memory.
 */
export class CountBatch {
  readonly days = new Map<Day, Record<CountKind, Map<string, number>>>();

  add(day: Day, kind: CountKind, key: string, count = 1) {
    let counts = this.days.get(day);
    if (!counts) {
      counts = { views: new Map(), referrers: new Map(), campaigns: new Map(), requests: new Map(), notFound: new Map() };
      this.days.set(day, counts);
    }
    const values = counts[kind];
    if (!values.has(key) && KINDS[kind].madeUp && values.size >= 10 * MAX_MADE_UP_PER_DAY) key = foldedKey(kind);
    values.set(key, (values.get(key) ?? 0) + count);
  }

  get empty() {
    return this.days.size === 0;
  }
}
