import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { campaignKey, type Campaign } from "./count-batch";

/** What one page view adds to the counts: the page, and where it came from if another site or a campaign says so. */
export interface PageView {
  path: string;
  referrerHost?: string;
  campaign?: string;
}

/** Longer values are cut: a referrer host or campaign name has no reason to be long, and a made-up one costs less. */
const MAX_LENGTH = 100;

/** The first value of a header a client may have sent more than once. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * isbot's verdict per user agent, remembered (its pattern is long; visitors send a few hundred agents at
 * most): in memory only, never written, and forgotten wholesale at 1,000.
 */
const verdicts = new Map<string, boolean>();
function isRobot(agent: string): boolean {
  let verdict = verdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    if (verdicts.size >= 1000) verdicts.clear();
    verdicts.set(agent, verdict);
  }
  return verdict;
}

/** A request a browser makes ahead of time (speculation rules, link prefetch), which nobody may ever look at. */
const isSpeculative = (headers: FastifyRequest["headers"]) =>
  /prefetch|prerender/i.test(`${first(headers["sec-purpose"]) ?? ""} ${first(headers["purpose"]) ?? ""}`);

/** The host of a Referer naming another site; nothing for the site's own pages, an app or no Referer. */
function referrerHostOf(headers: FastifyRequest["headers"], siteHost: string | undefined): string | undefined {
  const url = URL.parse(first(headers.referer) ?? "");
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
  const host = url.hostname.toLowerCase();
  return host && !ownHostsOf(first(headers.host), siteHost).has(host) ? host.slice(0, MAX_LENGTH) : undefined;
}

function campaignOf(url: string): Campaign | undefined {
  const query = url.indexOf("?");
  if (query < 0) return undefined;
  const params = new URLSearchParams(url.slice(query + 1));
  const part = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_LENGTH);
  const campaign = { source: part("utm_source"), medium: part("utm_medium"), campaign: part("utm_campaign") };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : undefined;
}

/** The host names the site answers to: the request's Host and SITE_URL's. */
export function ownHostsOf(host: string | undefined, siteHost: string | undefined): Set<string> {
  const hosts = new Set<string>();
  if (siteHost) hosts.add(siteHost.toLowerCase());
  // Without the port, and an IPv6 address without its brackets.
  if (host) hosts.add(host.replace(/^\[|\]?(:\d+)?$/g, "").toLowerCase());
  return hosts;
}

/**
 * A page view is a GET of a page answered 200 or 304 (a revalidated page is still read) by a browser: not
 * a prefetch or prerender, not a robot or link preview (isbot), not without a user agent. Only another
 * site's referring host and the utm_ parameters are taken from it; nothing that names the visitor.
 */
export function pageViewOf(request: FastifyRequest, path: string, status: number, siteHost?: string): PageView | undefined {
  if (request.method !== "GET" || (status !== 200 && status !== 304)) return undefined;
  if (isSpeculative(request.headers)) return undefined;
  const agent = first(request.headers["user-agent"]);
  if (!agent || isRobot(agent)) return undefined;
  const campaign = campaignOf(request.url);
  return { path, referrerHost: referrerHostOf(request.headers, siteHost), campaign: campaign && campaignKey(campaign) };
}
