import Fastify, { type InjectOptions } from "fastify";
import type { ContactConfig } from "../../server/contact/contact-config";
import { contactAjv, contactRoute } from "../../server/contact/contact-route";
import type { MailMessage, MailTransport } from "../../server/contact/mail";

export const testContactConfig: ContactConfig = {
  delivery: { kind: "outbox", dir: "unused" },
  mailTo: "inbox@agentur.example",
  mailFrom: "website@agentur.example",
  apiKey: "test-key",
  rateLimit: 3,
  trustProxy: false,
  siteUrl: "https://www.example.com",
  preview: false,
};

export const validContactFields = { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };

/**
 * The contact route on a server of its own, as the Gatsby Function runs it: `post()` sends a valid JSON request
 * as the dialog does, with `change` applied; the mails handed over and the log lines are recorded.
 */
export async function contactTestServer(
  config: Partial<ContactConfig> = {},
  { transport, trustProxy = false, now }: { transport?: MailTransport; trustProxy?: string | false; now?: () => Date } = {},
) {
  const sent: MailMessage[] = [];
  const logged: string[] = [];
  const app = Fastify({
    ajv: contactAjv,
    trustProxy,
    logger: { level: "info", stream: { write: (line: string) => void logged.push(line) } },
  });
  const recording: MailTransport = { send: async (mail) => (sent.push(mail), "test") };
  await app.register(contactRoute, { config: { ...testContactConfig, ...config }, transport: transport ?? recording, now });
  const post = (change: InjectOptions = {}) =>
    app.inject({
      method: "POST",
      url: "/api/send-email",
      remoteAddress: "127.0.0.1",
      ...change,
      headers: { "content-type": "application/json", "x-api-key": testContactConfig.apiKey, ...change.headers },
      payload: change.payload ?? JSON.stringify(validContactFields),
    });
  return { app, sent, logged, post };
}

/** A composed contact mail, as the queue stores it. */
export const testMail: MailMessage = {
  from: "Website <website@agentur.example>",
  to: "inbox@agentur.example",
  replyTo: { name: "Anna", address: "anna@example.org" },
  subject: "Kontaktanfrage von Anna",
  text: "Bitte rufen Sie mich an.",
  html: "<p>Bitte rufen Sie mich an.</p>",
};
