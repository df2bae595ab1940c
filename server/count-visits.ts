import type { FastifyInstance, FastifyRequest } from "fastify";
import { first, isOwnHost, notFoundOf, objects, pageViewOf } from "./statistics/page-view";
import type { VisitorCounter } from "./statistics/visitor-counter";
import type { BuiltSite } from "./built-site";
import { decodeRequestPath } from "./request-path";

/** Pages that are not the site's content: the CMS and the error page (a 404 counts as an address not found). */
const notCounted = (path: string) => path.startsWith("/admin/") || /^(\/[a-z]{2})?\/404(\.html|\/)$/.test(path);

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
  const siteHost = siteUrl ? URL.parse(siteUrl)?.hostname : undefined;

  // A callback hook, not an async one: no promise for every response the server sends.
  app.addHook("onResponse", (request, reply, done) => {
    const path = request.viewedPage;
    try {
      if (path) {
        const view = pageViewOf(request, path, reply.statusCode, siteHost);
        if (view) statistics.countView(view);
      } else if (reply.statusCode === 404 && !request.url.startsWith("/api/")) {
        const notFound = notFoundOf(request, siteHost);
        if (notFound) statistics.countNotFound(notFound);
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
      const referer = URL.parse(first(request.headers.referer) ?? "");
      if (!referer || !isOwnHost(referer.hostname.toLowerCase(), first(request.headers.host), siteHost)) return;
      const path = decodeRequestPath(referer.pathname);
      if (path !== null && site.pages.has(path)) statistics.countContactRequest(path);
    },
  };
}
