import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { getDomain } from "tldts";
import { keyOf } from "./statistics/statistics-db";
import { OTHER } from "./statistics/threshold";
import type { VisitorCounter } from "./statistics/visitor-counter";
import type { BuiltSite } from "./built-site";
import { decodeRequestPath, isOwnAddress } from "./request-path";
import { NOINDEX_PATHS } from "../core/noindex-paths";

type Headers = FastifyRequest["headers"];

/** Where a path, domain or campaign value is cut, so that no request makes a row longer than a report's line. */
const MAX_VALUE = 100;

/**
 * Pages that are not the site's content: the CMS, the error pages (a 404 counts as an address not found) and the
 * answers to a form post, whose views per day would count contact requests per day, not per week.
 */
const unlisted = new Set(NOINDEX_PATHS);
const notCounted = (path: string) => path.startsWith("/admin/") || unlisted.has(path);

/** The visitor objects by Global Privacy Control (`Sec-GPC: 1`, which Node joins to "1, 1" when sent twice): nothing is counted. */
const objects = (headers: Headers) => `${headers["sec-gpc"] ?? ""}`.split(",").some((value) => value.trim() === "1");

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
const domainOf = remembered((host) => getDomain(host)?.slice(0, MAX_VALUE) ?? OTHER);

/** A request a browser makes ahead of time (speculation rules, link prefetch), which nobody may ever look at. */
const isSpeculative = (headers: Headers) => /prefetch|prerender/i.test(`${headers["sec-purpose"] ?? ""} ${headers.purpose ?? ""}`);

/**
 * A page the speculation rules fetch ahead of time (`Sec-Purpose: prefetch`, or `prefetch;prerender`): the view of
 * that page, as the navigation that uses it sends nothing more. No script tells the server a page was opened (that
 * would need consent, docs/decisions.md), so a page made ready but never opened counts too.
 */
const fetchedAhead = (headers: Headers) => /prefetch/i.test(`${headers["sec-purpose"] ?? ""}`);

/**
 * A GET a person's browser made: not a robot or link preview (isbot), no user agent, or GPC; ahead of time only where
 * `ahead` allows it.
 */
function byAReader(request: FastifyRequest, ahead: (headers: Headers) => boolean): boolean {
  const { headers } = request;
  if (request.method !== "GET" || (isSpeculative(headers) && !ahead(headers)) || objects(headers)) return false;
  const agent = headers["user-agent"];
  return !!agent && !isRobot(agent);
}

/** The registrable domain of a Referer naming another site (`OTHER` for an IP address); nothing for the site's own pages, an app or no Referer. */
function referrerOf(headers: Headers, siteHost: string | undefined): string | undefined {
  const url = URL.parse(headers.referer ?? "");
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
  if (!url.hostname || isOwnAddress(url, headers.host, siteHost)) return undefined;
  return domainOf(url.hostname);
}

function campaignOf(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query < 0) return undefined;
  const params = new URLSearchParams(url.slice(query + 1));
  const parts = ["utm_source", "utm_medium", "utm_campaign"].map((name) => (params.get(name) ?? "").trim().slice(0, MAX_VALUE));
  return parts.some(Boolean) ? keyOf(...parts) : undefined;
}

/** A 404 counts when a reader's browser asked for a page (`Sec-Fetch-Dest: document`, else an `Accept` naming HTML or anything). */
function asksForAPage(request: FastifyRequest): boolean {
  const dest = request.headers["sec-fetch-dest"];
  const page = dest ? dest === "document" : /text\/html|\*\/\*/.test(request.headers.accept ?? "*/*");
  // Never ahead of time: the rules only fetch the site's own links, whose pages exist.
  return page && byAReader(request, () => false);
}

declare module "fastify" {
  interface FastifyRequest {
    /** The page this request asked for, while visitors are counted (server/count-visits.ts). */
    viewedPage: string;
  }
}

/** Counts a page view or a 404 once the answer has gone out (onResponse): nothing here can fail or delay a page. */
export function countVisits(
  app: FastifyInstance,
  { statistics, site, siteUrl }: { statistics: VisitorCounter; site: BuiltSite; siteUrl?: string },
) {
  // On the request itself: a WeakMap of every request would cost the garbage collector more than the count.
  app.decorateRequest("viewedPage", "");
  const siteHost = URL.parse(siteUrl ?? "")?.host;

  // A callback hook, not an async one: no promise for every response the server sends.
  app.addHook("onResponse", (request, reply, done) => {
    const path = request.viewedPage;
    try {
      if (path) {
        // A page view: a GET answered 200 or 304 (a revalidated page is read too) by a reader's browser, also one
        // the speculation rules fetched ahead of time, with the Referer of the page whose link it is.
        if ((reply.statusCode === 200 || reply.statusCode === 304) && byAReader(request, fetchedAhead)) {
          statistics.countView(path, referrerOf(request.headers, siteHost), campaignOf(request.url));
        }
      } else if (reply.statusCode === 404 && !request.url.startsWith("/api/") && asksForAPage(request)) {
        // Its path as sent, without query and fragment, cut at 100 characters.
        statistics.countNotFound(request.url.split(/[?#]/, 1)[0].slice(0, MAX_VALUE), referrerOf(request.headers, siteHost) ?? "");
      }
    } catch (error) {
      request.log.error({ kind: (error as Error)?.name }, "visit not counted");
    }
    done();
  });

  return {
    pageAsked(request: FastifyRequest, path: string) {
      if (!notCounted(path)) request.viewedPage = path;
    },
    /** An accepted contact request, counted for the own page its Referer names (never with Global Privacy Control). */
    contactRequestFrom(request: FastifyRequest) {
      if (objects(request.headers)) return;
      const referer = URL.parse(request.headers.referer ?? "");
      if (!referer || !isOwnAddress(referer, request.headers.host, siteHost)) return;
      const path = decodeRequestPath(referer.pathname);
      if (path !== null && site.pages.has(path)) statistics.countContactRequest(path);
    },
  };
}
