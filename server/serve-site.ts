import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { languageOfPath, languagePrefix } from "../core/languages";
import type { BuiltSite } from "./built-site";
import { cacheControlFor, REVALIDATE } from "./cache-policy";
import { decodeRequestPath, mergedSlashesTarget } from "./request-path";
import { sendPage } from "./send-page";

export interface SiteOptions {
  site: BuiltSite;
  /** Called for a page that exists, before it is sent (the visitor statistics note it). */
  onPage?: (request: FastifyRequest, path: string) => void;
}

/**
 * The built site: pages from memory with their headers and compressed copies, the other files through
 * @fastify/static, a missing slash or doubled slashes redirected, and each language's 404 page.
 */
export const serveSite: FastifyPluginAsync<SiteOptions> = async (app, { site, onPage }) => {
  await app.register(fastifyStatic, { root: site.publicDir, serve: false, preCompressed: true, cacheControl: false });

  // An address not found gets the error page of its language (/en/… the English one), where that language has one.
  const notFound = (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const ownPage = `${languagePrefix(languageOfPath(path))}/404/`;
    const page = ownPage !== "/404/" && site.pages.has(ownPage) ? ownPage : "/404.html";
    return sendPage(site.pages.get(page)!, site.headers[page] ?? {}, 404, request, reply);
  };

  app.get("/*", async (request, reply) => {
    const merged = mergedSlashesTarget(request.url);
    if (merged) return reply.header("Cache-Control", REVALIDATE).redirect(merged, 301);
    const path = decodeRequestPath(request.url);
    if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse");
    const page = site.pages.get(path);
    if (page) {
      onPage?.(request, path);
      return sendPage(page, site.headers[path] ?? {}, 200, request, reply);
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
