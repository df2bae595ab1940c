import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContactHandler } from "./contact/handle-contact-request";
import { CONTACT_ENDPOINT, limits } from "../core/contact/contact-request";
import { readBodyWithin } from "./contact/read-body";

export const CONTACT_PATH = CONTACT_ENDPOINT;

/**
 * Mounts the contact handler at POST /api/send-email. Fastify's body parsers are switched
 * off here: the handler decides from the headers first and then reads the raw body itself,
 * counting bytes as they arrive, so a refused request (wrong key, multipart, too large) is
 * answered before its body is read.
 */
export async function contactRoute(
  app: FastifyInstance,
  { handle, onAccepted }: { handle: ContactHandler; onAccepted?: (request: FastifyRequest) => void },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  app.all(CONTACT_PATH, async (request, reply) => {
    const result = await handle({
      method: request.method,
      headers: request.headers,
      remoteAddress: request.socket.remoteAddress,
      body: { kind: "raw", read: (maxBytes) => readBodyWithin(request.raw, maxBytes) },
    });
    // A body still arriving when the answer is ready (refused on its headers, or cut off at
    // the limit) is drained by Node after the answer. That is cheap for a small declared
    // length; for a large or unannounced (chunked) one, close the connection instead.
    const declared = Number(request.headers["content-length"]);
    const smallBody = Number.isInteger(declared) && declared <= limits.bodyMaxBytes;
    if (!request.raw.complete && !smallBody) reply.header("Connection", "close");
    if (result.accepted) onAccepted?.(request);
    return reply.code(result.status).headers(result.headers).send(result.body);
  });
}
