import type { FastifyPluginAsync } from "fastify";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";

/**
 * GET /healthz, for an uptime monitor (docs/operations.md): the queue's length and oldest age, whether the statistics
 * count; not "ok" while a contact request could not be stored. Nothing about a visitor, and no error's message or
 * path: the log has those.
 */
export const health: FastifyPluginAsync<{ queue?: MailQueue; statistics?: VisitorCounter }> = async (app, { queue, statistics }) => {
  app.get("/healthz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const { storable, problem, ...counts } = queue?.status() ?? { storable: true, problem: null };
    if (!storable) {
      request.log.error(`/healthz: Kontakt-Warteschlange nimmt nichts an: ${problem}`);
      return reply.code(503).send({ status: "error" });
    }
    return { status: "ok", ...(queue && { queue: counts }), statistics: { on: statistics?.on() ?? false } };
  });
};
