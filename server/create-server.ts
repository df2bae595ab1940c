import type { IncomingMessage } from "http";
import type { Socket } from "net";
import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { sharedHeaders } from "../core/security-headers";
import { fixedValues } from "../core/settings/fixed-values";
import { contactAjv, contactRoute } from "./contact/contact-route";
import type { MailTransport } from "./contact/mail";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";
import { countVisits } from "./count-visits";
import type { BuiltSite } from "./built-site";
import { health } from "./health";
import { serveSite } from "./serve-site";
import type { ServerSettings } from "./settings";

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
  /** Visitor statistics (server/start.ts); without them nothing is counted, and /healthz says they are off. */
  statistics?: VisitorCounter;
  logger?: FastifyServerOptions["logger"];
}

/**
 * The production server, composed of plugins that each own one concern: the contact route, /healthz and the built
 * site; the visitor statistics hook into the answers. The security headers go on every answer.
 */
export async function createServer({ settings, site, transport, queue, statistics, logger = false }: ServerParts) {
  const shared = sharedHeaders(settings.security);
  const { trustProxy } = settings.contact;
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    return503OnClosing: true,
    // fastify's requestTimeout is 0 (none) unless set: a body sent a byte at a time would hold its connection for ever.
    requestTimeout: fixedValues.requestTimeoutS * 1000,
    // X-Forwarded-For is read only from the proxies TRUST_PROXY names (true: the one on this machine, as in deploy/): a
    // client that reaches the port directly cannot choose its own address, and so its own rate-limit key.
    trustProxy,
    ajv: contactAjv,
    // A URL fastify cannot decode (`/%E0%A4%A`): answered here, where no onSend hook runs, in place of fastify's JSON echoing it.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      reply.headers(shared).code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse"),
  });

  app.addHook("onSend", async (request, reply) => {
    reply.headers(shared);
    // Node would read on through a body nobody parsed (refused early, too large, or sent where none is read): the
    // connection closes instead.
    if (!request.raw.complete) reply.header("Connection", "close");
  });
  if (!trustProxy) {
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      request.log.warn(
        "X-Forwarded-For kommt an, wird aber nicht gelesen (TRUST_PROXY=false): hinter einem Proxy teilen sich alle Besucher ein Limit",
      );
    });
  }
  // A browser opens connections ahead of time and may send nothing on one for minutes. Node's closeIdleConnections,
  // which fastify's close calls, does not count a connection that has not begun a request as idle, so a stop waited
  // out its whole grace period for it; such connections are ended when the server closes.
  const unused = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    unused.add(socket);
    socket.once("close", () => unused.delete(socket));
  });
  app.server.on("request", (request: IncomingMessage) => unused.delete(request.socket));
  app.addHook("preClose", async () => unused.forEach((socket) => socket.destroy()));

  // Only the contact route reads a body (its own parsers): anything else sent to any other address is left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const visits = statistics ? countVisits(app, { statistics, site, siteUrl: settings.contact.siteUrl }) : undefined;
  await app.register(contactRoute, { config: settings.contact, transport, onAccepted: visits?.contactRequestFrom });
  await app.register(health, { queue, statistics });
  await app.register(serveSite, { site, onPage: visits?.pageAsked });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ kind: error.name, code: error.code }, "unexpected error");
    return reply.code(status).send({ error: status === 500 ? "Auf dem Server ist ein Fehler aufgetreten." : "Die Anfrage ist ungültig." });
  });

  return app;
}
