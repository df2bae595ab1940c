import { createHmac, randomBytes } from "node:crypto";
import type { Day } from "./calendar-day";
import { defaultLanguage, languageOfPath } from "../../core/languages";
import { keyOf, type CountBatch, type CountKind } from "./statistics-db";

/**
 * A referring domain, campaign or address not found is named from ten requests of a day: a value naming its sender
 * (an address, a name, a made-up Referer) gets there only if that one person sends it ten times, one from a link many
 * follow (a search engine, a partner, a newsletter) does. Twice the contact requests', as a reload costs nothing.
 */
export const MADE_UP_THRESHOLD = 10;

/**
 * A page's contact requests are named from five in a week: the agency holds the week's mails and their senders' names,
 * so one request shown for a page tells who wrote from it; five is a usual smallest cell of published statistics.
 */
export const REQUESTS_THRESHOLD = 5;

/** At most so many values named per kind and period (the file stays small), and so many on their way there. */
export const MAX_NAMED = 100;
export const MAX_CANDIDATES = 1000;

/** What a value is counted as until enough requests carried it to name no one, and a referrer that is an IP address. */
export const OTHER = "(andere)";

const otherKeys = { views: OTHER, referrers: OTHER, campaigns: keyOf(OTHER, "", ""), requests: OTHER, notFound: keyOf(OTHER, "") };
/** The key a kind counts `OTHER` under; a page's contact requests per language ("/en/(andere)"), which their mail names anyway. */
const otherKeyOf = (kind: CountKind, key: string) =>
  kind === "requests" && languageOfPath(key) !== defaultLanguage ? `/${languageOfPath(key)}/${OTHER}` : otherKeys[kind];

/**
 * Which values of a kind a period (a day; for contact requests a week) counts under their name: those `least` of its
 * requests carried, with the requests counted as `(andere)` before. Until then a value is known only by its keyed
 * hash, the key made anew each period and never written, so that nothing kept or stored gives it back; `byCount[n]`
 * holds the hashes seen n times, oldest first, so a flood pushes out only the least counted. A restart forgets the
 * hashes; `namedIn` gives back what the file names.
 */
export class Threshold {
  private period = "";
  private key = Buffer.alloc(0);
  private named = new Set<string>();
  private byCount: Set<string>[] = [];

  constructor(
    private readonly kind: CountKind,
    private readonly least: number,
    private readonly namedIn: (period: Day) => string[],
  ) {}

  count(batch: CountBatch, period: Day, value: string) {
    if (period !== this.period) {
      [this.named, this.period, this.key] = [new Set(this.namedIn(period)), period, randomBytes(32)];
      this.byCount = Array.from({ length: this.least }, () => new Set());
    }
    const other = otherKeyOf(this.kind, value);
    if (value === other || this.named.has(value)) return batch.add(period, this.kind, value);
    if (this.named.size >= MAX_NAMED) return batch.add(period, this.kind, other);
    const hash = createHmac("sha256", this.key).update(value).digest("base64");
    const count = Math.max(1, this.byCount.findIndex((hashes) => hashes.has(hash)) + 1);
    if (count === 1 && this.byCount.reduce((sum, hashes) => sum + hashes.size, 0) >= MAX_CANDIDATES) {
      const fewest = this.byCount.find((hashes) => hashes.size > 0)!;
      fewest.delete(fewest.values().next().value!);
    }
    this.byCount[count - 1].delete(hash);
    if (count < this.least) {
      this.byCount[count].add(hash);
      return batch.add(period, this.kind, other);
    }
    this.named.add(value);
    batch.add(period, this.kind, value, this.least);
    batch.add(period, this.kind, other, 1 - this.least);
  }
}
