import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { getDomain } from "tldts";
import { keyOf } from "./count-batch";

type Headers = FastifyRequest["headers"];

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

/** What is counted in place of a value that might name someone (an `@`, or no campaign name). */
export const OTHER = "(andere)";
/** A campaign value as campaigns name themselves: letters, digits, `.`, `_`, `-`; never an `@`. */
const CAMPAIGN_VALUE = /^[\p{L}\p{N}._-]{1,50}$/u;
const MAX_PATH = 100;

/** The first value of a header a client may have sent more than once. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The visitor objects by Global Privacy Control (`Sec-GPC: 1`): nothing of the request is counted. */
export const objects = (headers: Headers) => first(headers["sec-gpc"])?.trim() === "1";

/** A verdict per key, remembered in memory up to 1,000 keys: isbot's pattern and the Public Suffix List are what a view costs. */
function remembered<T>(work: (key: string) => T): (key: string) => T {
  const verdicts = new Map<string, T>();
  return (key) => {
    if (verdicts.has(key)) return verdicts.get(key)!;
    const verdict = work(key);
    if (verdicts.size >= 1000) verdicts.clear();
    verdicts.set(key, verdict);
    return verdict;
  };
}

const isRobot = remembered(isbot);
const domainOf = remembered((host) => getDomain(host)?.slice(0, MAX_PATH) ?? OTHER);

/** A request a browser makes ahead of time (speculation rules, link prefetch), which nobody may ever look at. */
const isSpeculative = (headers: Headers) =>
  /prefetch|prerender/i.test(`${first(headers["sec-purpose"]) ?? ""} ${first(headers["purpose"]) ?? ""}`);

/** A GET a person's browser made to read: not ahead of time, not a robot or link preview (isbot), no user agent, or GPC. */
function byAReader(request: FastifyRequest): boolean {
  if (request.method !== "GET" || isSpeculative(request.headers) || objects(request.headers)) return false;
  const agent = first(request.headers["user-agent"]);
  return !!agent && !isRobot(agent);
}

/** The registrable domain of a Referer naming another site (`OTHER` for an IP address); nothing for the site's own pages, an app or no Referer. */
function referrerOf(headers: Headers, siteHost: string | undefined): string | undefined {
  const url = URL.parse(first(headers.referer) ?? "");
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
  const host = url.hostname.toLowerCase();
  if (!host || isOwnHost(host, first(headers.host), siteHost)) return undefined;
  return domainOf(host);
}

function campaignOf(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query < 0) return undefined;
  const params = new URLSearchParams(url.slice(query + 1));
  const parts = ["utm_source", "utm_medium", "utm_campaign"].map((name) => {
    const value = (params.get(name) ?? "").trim();
    return value === "" || CAMPAIGN_VALUE.test(value) ? value : OTHER;
  });
  return parts.some(Boolean) ? keyOf(...parts) : undefined;
}

/** Whether `name` is a host name the site answers to: the request's Host (without its port and an IPv6 address's brackets) or SITE_URL's. */
export const isOwnHost = (name: string, host: string | undefined, siteHost: string | undefined) =>
  name === siteHost?.toLowerCase() || (!!host && name === host.replace(/^\[|\]?(:\d+)?$/g, "").toLowerCase());

/** A page view: a GET answered 200 or 304 by a reader's browser; only another site's domain and campaign-like utm_ values are kept. */
export function pageViewOf(request: FastifyRequest, path: string, status: number, siteHost?: string): PageView | undefined {
  if ((status !== 200 && status !== 304) || !byAReader(request)) return undefined;
  return { path, referrerHost: referrerOf(request.headers, siteHost), campaign: campaignOf(request.url) };
}

/**
 * A 404 counts when a reader's browser asked for a page (`Sec-Fetch-Dest: document`, else an `Accept` naming
 * HTML or anything); its path without the query, cut at 100 characters, or `OTHER` with an `@` (encoded or not).
 */
export function notFoundOf(request: FastifyRequest, siteHost?: string): NotFound | undefined {
  const dest = first(request.headers["sec-fetch-dest"]);
  const page = dest ? dest === "document" : /text\/html|\*\/\*/.test(first(request.headers.accept) ?? "*/*");
  if (!page || !byAReader(request)) return undefined;
  const [path] = request.url.split("?", 1);
  return {
    path: /@|%40/i.test(path) ? OTHER : path.slice(0, MAX_PATH),
    referrer: referrerOf(request.headers, siteHost) ?? "",
  };
}
