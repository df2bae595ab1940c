import type { FastifyPluginAsync } from "fastify";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";

/**
 * GET /healthz, for an uptime monitor (docs/operations.md): the queue's length and oldest age, whether the statistics
 * count. Nothing about a visitor, and no error's message or path: the log has those.
 */
export const health: FastifyPluginAsync<{ queue?: MailQueue; statistics?: VisitorCounter }> = async (app, { queue, statistics }) => {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const pending = await queue?.pending();
    const oldest = pending?.oldestReceivedAt;
    return {
      status: "ok",
      ...(pending && {
        queue: { waiting: pending.count, oldestAgeS: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : 0 },
      }),
      ...(statistics && { statistics: { on: statistics.status().on } }),
    };
  });
};
