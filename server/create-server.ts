import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import fastifyStatic from "@fastify/static";
import { sharedHeaders } from "../core/security-headers";
import { languageOfPath, languagePrefix } from "../core/languages";
import { CONTACT_ENDPOINT, limits } from "../core/contact/contact-request";
import { fixedValues } from "../core/settings/fixed-values";
import { createContactHandler } from "./contact/handle-contact-request";
import type { MailTransport } from "./contact/mail-transport";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";
import { cacheControlFor, REVALIDATE } from "./cache-policy";
import { countVisits } from "./count-visits";
import { decodeRequestPath, mergedSlashesTarget } from "./request-path";
import type { BuiltSite } from "./built-site";
import { sendPage } from "./send-page";
import type { ServerSettings } from "./settings";
import { readBodyWithin } from "./contact/read-body";

/** One log line per request instead of fastify's two; never a query string, header or body, so nothing of a visitor. */
class AccessLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      path: request.url.split("?", 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, kind: error.name }, "request failed");
    else reply.log.info(line, "request");
  }
}

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

/** The production server: the built files with their headers and Gatsby's caching rules, the contact endpoint and /healthz. */
export async function createServer({ settings, site, transport, queue, statistics, logger = false }: ServerParts) {
  const shared = sharedHeaders(settings.security);
  // fastify's requestTimeout is 0 (none) unless set: a body sent a byte at a time would hold its connection for ever.
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    return503OnClosing: true,
    requestTimeout: fixedValues.requestTimeoutS * 1000,
    // A URL fastify cannot decode (`/%E0%A4%A`): answered here, where no onSend hook runs, in place of fastify's JSON echoing it.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      reply.headers(shared).code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse"),
  });
  // Created once: one rate limiter for the life of the process.
  const handleContact = createContactHandler({ config: settings.contact, transport, log: app.log });

  app.addHook("onSend", async (_request, reply) => {
    reply.headers(shared);
  });

  const visits = statistics?.counting ? countVisits(app, { statistics, site, siteUrl: settings.contact.siteUrl }) : undefined;

  await app.register(fastifyStatic, { root: site.publicDir, serve: false, preCompressed: true, cacheControl: false });
  // No body parsers here: the handler decides from the headers first, then reads the raw body itself
  // within the limit, so a refused request (wrong key, multipart, too large) is answered unread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    scope.all(CONTACT_ENDPOINT, async (request, reply) => {
      const result = await handleContact({
        method: request.method,
        headers: request.headers,
        remoteAddress: request.socket.remoteAddress,
        query: request.query as Record<string, unknown>,
        body: { kind: "raw", read: (maxBytes) => readBodyWithin(request.raw, maxBytes) },
      });
      // Node drains a body still arriving after the answer: cheap for a small declared length; for a
      // large or unannounced (chunked) one, the connection is closed instead.
      const declared = Number(request.headers["content-length"]);
      if (!request.raw.complete && !(Number.isInteger(declared) && declared <= limits.bodyMaxBytes)) reply.header("Connection", "close");
      if (result.accepted) visits?.contactRequestFrom(request);
      return reply.code(result.status).headers(result.headers).send(result.body);
    });
  });

  // For an uptime monitor (docs/operations.md): the queue's length and oldest age, the statistics' state; nothing about a visitor.
  // Not "ok" while a contact request could not be stored; why goes to the log, never into the answer.
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const { storable, problem, ...counts } = queue?.status() ?? { storable: true, problem: null };
    if (!storable) {
      app.log.error(`/healthz: Kontakt-Warteschlange nimmt nichts an: ${problem}`);
      return reply.code(503).send({ status: "error" });
    }
    return { status: "ok", ...(queue && { queue: counts }), ...(statistics && { statistics: statistics.status() }) };
  });

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
    return notFound(path, request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(CONTACT_ENDPOINT) || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ error: "Nicht gefunden." });
    }
    return notFound(decodeRequestPath(request.url) ?? "/", request, reply);
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ kind: error.name, code: error.code }, "unexpected error");
    return reply.code(status).send({ error: status === 500 ? "Auf dem Server ist ein Fehler aufgetreten." : "Die Anfrage ist ungültig." });
  });

  return app;
}
