import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One structured line per request instead of fastify's two: what was asked, how it was answered, how
 * long it took. Never a query string, header or body, so no visitor's address or message is logged.
 */
export class AccessLog extends LogController {
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
