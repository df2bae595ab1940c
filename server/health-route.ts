import type { FastifyInstance } from "fastify";
import type { MailQueue } from "./contact/queue/mail-queue";
import type { VisitorCounter } from "./statistics/visitor-counter";

export const HEALTH_PATH = "/healthz";

/**
 * GET /healthz for an uptime monitor: 200 while the server runs, with the contact queue's
 * length and the age of its oldest request, so a monitor can alert when mail stops flowing
 * (e.g. `queue.oldestAgeS` over 3600), and whether visitor statistics are counted (and if not,
 * why). Counts and ages only: nothing about any visitor.
 */
export async function healthRoute(app: FastifyInstance, { queue, statistics }: { queue?: MailQueue; statistics?: VisitorCounter }) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const counting = statistics ? { statistics: statistics.status() } : {};
    if (!queue) return { status: "ok", ...counting };
    const pending = await queue.pending();
    const oldestAgeS = pending.oldestReceivedAt ? Math.max(0, Math.round((Date.now() - pending.oldestReceivedAt.getTime()) / 1000)) : 0;
    return { status: "ok", queue: { waiting: pending.count, oldestAgeS }, ...counting };
  });
}
