import type { FastifyInstance } from "fastify";
import { readContactConfig } from "../contact/contact-config";
import type { MailMessage, MailTransport } from "../contact/mail";
import type { MailQueue } from "../contact/queue/mail-queue";
import type { VisitorCounter } from "../statistics/visitor-counter";
import { createServer } from "../create-server";
import type { ServerSettings } from "../settings";
import { loadBuiltSite } from "../built-site";
import { createBuiltSiteFixture } from "./built-site-fixture";

export const TEST_KEY = "test-key";

/** The production server over a small built site, with a transport that records the mails. */
export async function startTestServer({
  transport,
  security = { hsts: true },
  contactEnv = {},
  queue,
  statistics,
}: {
  transport?: MailTransport;
  security?: ServerSettings["security"];
  contactEnv?: Record<string, string>;
  queue?: MailQueue;
  statistics?: VisitorCounter;
} = {}) {
  const fixture = createBuiltSiteFixture();
  const mails: MailMessage[] = [];
  const recording: MailTransport = {
    async send(message) {
      mails.push(message);
      return "test";
    },
  };
  const contact = readContactConfig({ GATSBY_CONTACT_API_KEY: TEST_KEY, CONTACT_RATE_LIMIT: "1000", ...contactEnv });
  const app: FastifyInstance = await createServer({
    settings: { security, contact },
    site: await loadBuiltSite(fixture.dir),
    transport: transport ?? recording,
    queue,
    statistics,
  });
  return {
    app,
    mails,
    /** What the build wrote for each address (_headers). */
    headers: fixture.headers,
    dir: fixture.dir,
    async stop() {
      await app.close();
      fixture.remove();
    },
  };
}
