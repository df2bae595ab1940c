import type { Day } from "./calendar-day";

/** A campaign as the page's address names it (utm_source, utm_medium, utm_campaign); a missing part is "". */
export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

export type CountKind = "views" | "referrers" | "campaigns" | "requests";
/** One day's counts, each keyed by what was counted (a campaign by `campaignKey`). */
type DayCounts = Record<CountKind, Map<string, number>>;

export const campaignKey = ({ source, medium, campaign }: Campaign) => JSON.stringify([source, medium, campaign]);

/**
 * The counts since the last write. A referrer host or campaign is whatever a request says, so distinct
 * keys are capped: a flood of made-up values adds nothing past the cap (pages are a bounded set).
 */
export class CountBatch {
  static readonly MAX_KEYS = 10_000;
  readonly days = new Map<Day, DayCounts>();
  private keys = 0;

  add(day: Day, kind: CountKind, key: string, count = 1) {
    let counts = this.days.get(day);
    if (!counts) {
      counts = { views: new Map(), referrers: new Map(), campaigns: new Map(), requests: new Map() };
      this.days.set(day, counts);
    }
    const before = counts[kind].get(key);
    if (before === undefined) {
      if (this.keys >= CountBatch.MAX_KEYS) return;
      this.keys += 1;
    }
    counts[kind].set(key, (before ?? 0) + count);
  }

  get empty() {
    return this.days.size === 0;
  }
}
