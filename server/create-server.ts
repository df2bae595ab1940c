import { randomBytes } from "crypto";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import fastifyStatic from "@fastify/static";
import { securityHeaders } from "../src/config/security-headers";
import { createContactHandler } from "../src/lib/contact/handle-contact-request";
import type { MailTransport } from "../src/lib/contact/mail-transport";
import type { MailQueue } from "../src/lib/contact/queue/mail-queue";
import { AccessLog } from "./access-log";
import { compressPage } from "./compress-page";
import { cacheControlFor, REVALIDATE } from "./cache-policy";
import { contactRoute, CONTACT_PATH } from "./contact-route";
import { healthRoute } from "./health-route";
import { decodeRequestPath, mergedSlashesTarget } from "./request-path";
import type { ServerSettings } from "./settings";
import type { PageTemplate, SiteFiles } from "./site-files";

declare module "fastify" {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce: 128 random bits. */
    nonce: string;
  }
}

export interface ServerParts {
  settings: Pick<ServerSettings, "security" | "contact">;
  site: SiteFiles;
  /** Where accepted contact requests go: the contact queue (server/start.ts), or a test's recorder. */
  transport: MailTransport;
  /** The contact queue, for /healthz. */
  queue?: MailQueue;
  logger?: FastifyServerOptions["logger"];
}

const jsonError = (error: string) => ({ error });

/**
 * The production server: the built pages with a fresh nonce in every script and style tag,
 * the other files with Gatsby's caching rules (precompressed where the build compressed
 * them), the contact endpoint, and the security headers on every response.
 */
export async function createServer({ settings, site, transport, queue, logger = false }: ServerParts): Promise<FastifyInstance> {
  const app = Fastify({ logger, logController: new AccessLog(), return503OnClosing: true });
  // Created once: one SMTP transport and one rate limiter for the life of the process.
  const handleContact = createContactHandler({
    config: settings.contact,
    transport,
    log: { info: (line) => app.log.info(line), error: (line) => app.log.error(line) },
  });

  app.decorateRequest("nonce", "");
  app.addHook("onRequest", async (request) => {
    request.nonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    reply.headers(securityHeaders({ nonce: request.nonce, ...settings.security }, request.url));
  });

  await app.register(fastifyStatic, { root: site.publicDir, serve: false, preCompressed: true, cacheControl: false });
  await app.register(contactRoute, { handle: handleContact });
  await app.register(healthRoute, { queue });

  // A page has no ETag: a 304 would pair the cached page's old nonce with the new header's.
  const sendPage = (page: PageTemplate, status: number, request: FastifyRequest, reply: FastifyReply) => {
    const { body, encoding } = compressPage(page.render(request.nonce), request.headers["accept-encoding"]);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", REVALIDATE)
      .header("Vary", "Accept-Encoding")
      .send(body);
  };

  app.get("/*", async (request, reply) => {
    const merged = mergedSlashesTarget(request.url);
    if (merged) return reply.header("Cache-Control", REVALIDATE).redirect(merged, 301);
    const path = decodeRequestPath(request.url);
    if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Ungültige Adresse");
    const page = site.pages.get(path);
    if (page) return sendPage(page, 200, request, reply);
    if (site.pages.has(`${path}/`)) {
      // The address as it was sent (still percent-encoded), with the slash before its query.
      const [rawPath] = request.url.split("?", 1);
      return reply.header("Cache-Control", REVALIDATE).redirect(`${rawPath}/${request.url.slice(rawPath.length)}`, 301);
    }
    const file = path.slice(1);
    if (site.assets.has(file)) {
      return reply.header("Cache-Control", cacheControlFor(file)).sendFile(file);
    }
    return sendPage(site.notFoundPage, 404, request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(CONTACT_PATH) || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send(jsonError("Nicht gefunden."));
    }
    return sendPage(site.notFoundPage, 404, request, reply);
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ kind: error.name, code: error.code }, "unexpected error");
    return reply.code(status).send(jsonError(status === 500 ? "Auf dem Server ist ein Fehler aufgetreten." : "Die Anfrage ist ungültig."));
  });

  return app;
}
