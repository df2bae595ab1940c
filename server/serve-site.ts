import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { languageOfPath, languagePrefix } from "../core/languages";
import type { BuiltSite } from "./built-site";
import { decodeRequestPath, mergedSlashesTarget } from "./request-path";

/** Gatsby's caching guidance (docs: "Caching Static Sites"), as Cache-Control values. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

// Named by their content's hash: Gatsby's bundles (`app-c0c1d0c9733eb66f482b.js`), /static/, islands (`contact-dialog-QH4MH23W.js`).
const HASHED_BUNDLE = /^[^/]+-[0-9a-f]{20}\.(js|css)$/;
const ISLAND_SCRIPT = /^islands\/[\w-]+-[0-9A-Z]{8}\.js$/;

/** How long a browser or CDN may keep a file: hashed ones for a year, pages, page-data and the rest only after asking again. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("static/") || HASHED_BUNDLE.test(relativePath) || ISLAND_SCRIPT.test(relativePath)) return IMMUTABLE;
  return REVALIDATE;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for this header). */
const names = (ifNoneMatch = "", etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/**
 * The built site: pages from memory with their headers and compressed copies, the other files through
 * @fastify/static, a missing slash or doubled slashes redirected, and each language's 404 page.
 * `onPage` is called for a page that exists, before it is sent (the visitor statistics note it).
 */
export const serveSite: FastifyPluginAsync<{ site: BuiltSite; onPage?: (request: FastifyRequest, path: string) => void }> = async (
  app,
  { site, onPage },
) => {
  await app.register(fastifyStatic, { root: site.publicDir, serve: false, preCompressed: true, cacheControl: false });

  /** Sends a page as built: the compressed copy the browser prefers with its strong ETag, or 304 when it holds that copy. */
  function sendPage(path: string, status: number, request: FastifyRequest, reply: FastifyReply) {
    const [page, headers] = [site.pages.get(path)!, site.headers[path] ?? {}];
    const encodings = (["br", "gzip"] as const).filter((encoding) => page[encoding]);
    const accept = request.headers["accept-encoding"];
    const encoding = accept && encodings.length > 0 ? (negotiate(accept, encodings) as "br" | "gzip" | null) : null;
    const copy = (encoding && page[encoding]) || page.identity;
    if (encoding) reply.header("Content-Encoding", encoding);
    reply.headers(headers).type("text/html; charset=utf-8").header("Cache-Control", REVALIDATE).header("Vary", "Accept-Encoding");
    // An error page is no representation of the address asked for: no validator on it.
    if (status !== 200) return reply.code(status).send(copy.body);
    reply.header("ETag", copy.etag);
    if (names(request.headers["if-none-match"], copy.etag)) return reply.code(304).send();
    return reply.code(200).send(copy.body);
  }

  // An address not found gets the error page of its language (/en/… the English one), where that language has one.
  const notFound = (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const ownPage = `${languagePrefix(languageOfPath(path))}/404/`;
    return sendPage(ownPage !== "/404/" && site.pages.has(ownPage) ? ownPage : "/404.html", 404, request, reply);
  };

  app.get("/*", async (request, reply) => {
    const merged = mergedSlashesTarget(request.url);
    if (merged) return reply.header("Cache-Control", REVALIDATE).redirect(merged, 301);
    const path = decodeRequestPath(request.url);
    if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse");
    if (site.pages.has(path)) {
      onPage?.(request, path);
      return sendPage(path, 200, request, reply);
    }
    if (site.pages.has(`${path}/`)) {
      // The address as it was sent (still percent-encoded), with the slash before its query.
      const [rawPath] = request.url.split("?", 1);
      return reply.header("Cache-Control", REVALIDATE).redirect(`${rawPath}/${request.url.slice(rawPath.length)}`, 301);
    }
    const file = path.slice(1);
    if (site.assets.has(file)) {
      return reply
        .headers(site.headers[path] ?? {})
        .header("Cache-Control", cacheControlFor(file))
        .sendFile(file);
    }
    return notFound(path, request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ error: "Nicht gefunden." });
    }
    return notFound(decodeRequestPath(request.url) ?? "/", request, reply);
  });
};
