import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import fastifyStatic from "@fastify/static";
import { sharedHeaders } from "../core/security-headers";
import { createContactHandler } from "./contact/handle-contact-request";
import type { MailTransport } from "./contact/mail-transport";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";
import { AccessLog } from "./access-log";
import { cacheControlFor, REVALIDATE } from "./cache-policy";
import { contactRoute, CONTACT_PATH } from "./contact-route";
import { healthRoute } from "./health-route";
import { countVisits } from "./count-visits";
import { decodeRequestPath, mergedSlashesTarget } from "./request-path";
import type { BuiltSite } from "./built-site";
import { sendPage } from "./send-page";
import type { ServerSettings } from "./settings";

export interface ServerParts {
  settings: Pick<ServerSettings, "security" | "contact">;
  site: BuiltSite;
  /** Where accepted contact requests go: the contact queue (server/start.ts), or a test's recorder. */
  transport: MailTransport;
  /** The contact queue, for /healthz. */
  queue?: MailQueue;
  /** Visitor statistics (server/start.ts); without it nothing is counted. */
  statistics?: VisitorCounter;
  logger?: FastifyServerOptions["logger"];
}

const jsonError = (error: string) => ({ error });

/**
 * The production server: the built pages and the other files as the build wrote them, each
 * with the headers the build computed for its address (a page's Content-Security-Policy), the
 * shared security headers on every response, Gatsby's caching rules (precompressed where the
 * build compressed), and the contact endpoint.
 */
export async function createServer({
  settings,
  site,
  transport,
  queue,
  statistics,
  logger = false,
}: ServerParts): Promise<FastifyInstance> {
  const app = Fastify({ logger, logController: new AccessLog(), return503OnClosing: true });
  // Created once: one SMTP transport and one rate limiter for the life of the process.
  const handleContact = createContactHandler({
    config: settings.contact,
    transport,
    log: { info: (line) => app.log.info(line), error: (line) => app.log.error(line) },
  });

  const shared = sharedHeaders(settings.security);
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(shared);
  });

  const visits = statistics?.counting ? countVisits(app, { statistics, site, siteUrl: settings.contact.siteUrl }) : undefined;

  await app.register(fastifyStatic, { root: site.publicDir, serve: false, preCompressed: true, cacheControl: false });
  await app.register(contactRoute, { handle: handleContact, onAccepted: visits?.contactRequestFrom });
  await app.register(healthRoute, { queue, statistics });

  const notFoundHeaders = site.headers["/404.html"] ?? {};
  app.get("/*", async (request, reply) => {
    const merged = mergedSlashesTarget(request.url);
    if (merged) return reply.header("Cache-Control", REVALIDATE).redirect(merged, 301);
    const path = decodeRequestPath(request.url);
    if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse");
    const page = site.pages.get(path);
    if (page) {
      visits?.pageAsked(request, path);
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
    return sendPage(site.notFoundPage, notFoundHeaders, 404, request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(CONTACT_PATH) || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send(jsonError("Nicht gefunden."));
    }
    return sendPage(site.notFoundPage, notFoundHeaders, 404, request, reply);
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ kind: error.name, code: error.code }, "unexpected error");
    return reply.code(status).send(jsonError(status === 500 ? "Auf dem Server ist ein Fehler aufgetreten." : "Die Anfrage ist ungültig."));
  });

  return app;
}
