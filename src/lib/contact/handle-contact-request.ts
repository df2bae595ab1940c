import { composeContactMail } from "./compose-contact-mail";
import type { ContactConfig } from "./contact-config";
import { limits } from "./contact-request";
import type { MailTransport } from "./mail-transport";
import { createRateLimiter } from "./rate-limiter";
import { validateContactRequest } from "./validate-contact-request";

export interface ContactHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as the server parsed it (an object for JSON). */
  body: unknown;
  remoteAddress: string | undefined;
}

export interface ContactHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: { ok: true } | { error: string; fields?: Record<string, string> };
}

interface Logger {
  info(message: string): void;
  error(message: string): void;
}

const header = (req: ContactHttpRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const reply = (status: number, body: ContactHttpResponse["body"], headers: Record<string, string> = {}): ContactHttpResponse => ({
  status,
  headers,
  body,
});

/** Behind a proxy the visitor's address is the first X-Forwarded-For entry; otherwise that header is ignored. */
function clientAddress(req: ContactHttpRequest, trustProxy: boolean): string {
  const forwarded = header(req, "x-forwarded-for");
  if (trustProxy && forwarded) return forwarded.split(",")[0].trim();
  return req.remoteAddress ?? "unknown";
}

function bodySize(req: ContactHttpRequest): number {
  const declared = Number(header(req, "content-length"));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return Buffer.byteLength(typeof req.body === "string" ? req.body : JSON.stringify(req.body ?? ""));
}

/**
 * POST /api/send-email, framework-free: each rule answers with its status and a JSON body.
 * A 2xx means the mail was handed to the SMTP server or written to the outbox.
 */
export function createContactHandler({
  config,
  transport,
  log = console,
  now = () => new Date(),
}: {
  config: ContactConfig;
  transport: MailTransport;
  log?: Logger;
  now?: () => Date;
}) {
  const checkRate = createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowS * 1000 });

  return async function handle(req: ContactHttpRequest): Promise<ContactHttpResponse> {
    if (req.method !== "POST") {
      return reply(405, { error: "Nur POST ist erlaubt." }, { Allow: "POST" });
    }
    if (header(req, "x-api-key") !== config.apiKey) {
      return reply(401, { error: "Fehlender oder falscher API-Schlüssel (x-api-key)." });
    }
    if (!/^application\/json\b/i.test(header(req, "content-type") ?? "")) {
      return reply(415, { error: "Die Anfrage muss JSON sein (Content-Type: application/json)." });
    }
    if (bodySize(req) > limits.bodyMaxBytes) {
      return reply(413, { error: `Die Anfrage ist größer als ${limits.bodyMaxBytes / 1024} KB.` });
    }
    const rate = checkRate(clientAddress(req, config.trustProxy));
    if (!rate.allowed) {
      return reply(
        429,
        { error: "Zu viele Anfragen. Bitte versuchen Sie es später erneut." },
        { "Retry-After": String(rate.retryAfterS) },
      );
    }
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
      return reply(400, { error: "Der Inhalt muss ein JSON-Objekt sein." });
    }
    const validation = validateContactRequest(req.body as Record<string, unknown>);
    if (!validation.ok) {
      return reply(422, { error: "Die Angaben sind unvollständig oder ungültig.", fields: validation.fields });
    }
    if (validation.isBot) {
      log.info("Kontaktanfrage mit ausgefülltem Honeypot-Feld verworfen");
      return reply(200, { ok: true });
    }
    const mail = composeContactMail(validation.request, { from: config.mailFrom, to: config.mailTo, receivedAt: now() });
    try {
      const where = await transport.send(mail);
      log.info(`Kontaktanfrage zugestellt: ${where}`);
      return reply(200, { ok: true });
    } catch (error) {
      log.error(`Kontaktanfrage konnte nicht zugestellt werden: ${(error as Error).message}`);
      return reply(502, { error: "Die Nachricht konnte gerade nicht zugestellt werden. Bitte versuchen Sie es später erneut." });
    }
  };
}
