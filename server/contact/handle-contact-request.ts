import { clientAddress, rateLimitKey } from "./client-address";
import { composeContactMail } from "./compose-contact-mail";
import type { ContactConfig } from "./contact-config";
import { answerLanguageOf, header, reply, type ContactHttpRequest, type ContactHttpResponse } from "../../core/contact/contact-http";
import { FORM_KEY_FIELD, limits, type BodyKind } from "../../core/contact/contact-request";
import { contactMessages, type ContactMessages } from "../../core/contact/messages";
import { asFormAnswer } from "../../core/contact/form-post-answer";
import { MailNotStoredError, withoutAddresses, type MailTransport } from "./mail-transport";
import { checkParsedBody, parseBody, type BodyParse } from "./parse-contact-body";
import { createRateLimiter } from "./rate-limiter";
import { BodyTooLargeError } from "./read-body";
import { validateContactRequest } from "../../core/contact/validate-contact-request";
import type { Language } from "../../core/languages";

export type ContactHandler = (req: ContactHttpRequest) => Promise<ContactHttpResponse>;

export type Logger = Pick<Console, "info" | "error">;

// A Map, not an object: a Content-Type such as `constructor` must not find Object's prototype.
const MEDIA_TYPES = new Map<string, BodyKind>([
  ["application/json", "json"],
  ["application/x-www-form-urlencoded", "form"],
]);

/** The kind of body a `Content-Type` announces, if the endpoint reads it: JSON or a form post, in UTF-8. */
function bodyKindOf(contentType: string | undefined): BodyKind | null {
  if (!contentType) return null;
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const kind = MEDIA_TYPES.get(type);
  if (!kind) return null;
  const utf8 = parameters.every((parameter) => !parameter.startsWith("charset=") || /^charset="?utf-8"?$/.test(parameter));
  return utf8 ? kind : null;
}

const hostOf = (url: string | undefined) => (url && URL.parse(url)?.host) || null;

/**
 * Whether a form post comes from the site's own pages, so no other site posts in its visitors' names: as
 * `Sec-Fetch-Site` says, else as `Origin` (or `Referer`) names SITE_URL's host or the request's Host.
 */
function isSameSiteFormPost(req: ContactHttpRequest, siteUrl: string | undefined): boolean {
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const from = header(req, "origin") ? hostOf(header(req, "origin")) : hostOf(header(req, "referer"));
  return from !== null && (from === hostOf(siteUrl) || from === header(req, "host"));
}

/**
 * What the endpoint decides from the headers alone, before reading the body, so a refusal costs nothing: the
 * refusal, or the kind of body to read. JSON carries its key in `x-api-key`; a form post in a field (checked
 * once read) and must come from the site.
 */
function checkRequestHeaders(req: ContactHttpRequest, { apiKey, siteUrl }: ContactConfig, language: Language) {
  const messages = contactMessages[language];
  const refuse = (status: number, error: string) => reply(status, { error });
  if (req.method !== "POST") return reply(405, { error: messages.methodNotAllowed }, { Allow: "POST" });
  const kind = bodyKindOf(header(req, "content-type"));
  if (kind !== "form" && header(req, "x-api-key") !== apiKey) return refuse(401, messages.wrongKeyHeader);
  const encoding = header(req, "content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return refuse(415, messages.compressed);
  if (!kind) return refuse(415, messages.unsupportedType);
  if (kind === "form" && !isSameSiteFormPost(req, siteUrl)) return refuse(403, messages.foreignForm);
  const declared = header(req, "content-length");
  if (declared !== undefined && Number(declared) > limits.bodyMaxBytes) return refuse(413, messages.tooLarge);
  return kind;
}

/** An error for the log: its kind and where it happened, never its message, which may quote what the visitor sent. */
function describe(error: unknown) {
  if (!(error instanceof Error)) return typeof error;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [error.name, ...frames.slice(0, 3)].join(" ");
}

async function readFields(body: ContactHttpRequest["body"], kind: BodyKind): Promise<BodyParse> {
  if (body.kind === "parsed") return checkParsedBody(body.value, kind);
  try {
    return parseBody(kind, await body.read(limits.bodyMaxBytes));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, problem: "tooLarge" };
    return { ok: false, status: 400, problem: "incomplete" };
  }
}

/**
 * POST /api/send-email, framework-free: a status and JSON body, the error in the language `?lang=` names, a
 * form post answered with a 303 (core/contact/form-post-answer.ts). A 2xx means the mail went to `transport`:
 * the queue on the server (503 if not stored), SMTP or the outbox in a Gatsby Function (502 if refused). No
 * error escapes: it becomes a JSON 500, logged without the request's content.
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
}): ContactHandler {
  const checkRate = createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowS * 1000 });

  async function handle(req: ContactHttpRequest, kind: BodyKind, language: Language): Promise<ContactHttpResponse> {
    const messages: ContactMessages = contactMessages[language];
    const client = clientAddress(req.remoteAddress, header(req, "x-forwarded-for"), config.trustedProxyHops);
    // A request whose sender nothing names is not limited: one shared limit would let one client turn everyone away.
    const rate = client ? checkRate(rateLimitKey(client)) : { allowed: true, retryAfterS: 0 };
    if (!rate.allowed) {
      return reply(429, { error: messages.tooMany }, { "Retry-After": String(rate.retryAfterS) });
    }
    const parsed = await readFields(req.body, kind);
    if (!parsed.ok) return reply(parsed.status, { error: messages[parsed.problem] });
    if (kind === "form" && parsed.fields[FORM_KEY_FIELD] !== config.apiKey) {
      return reply(401, { error: messages.wrongKeyField });
    }
    const validation = validateContactRequest(parsed.fields, language);
    if (!validation.ok) {
      return reply(422, { error: messages.invalidFields, fields: validation.fields });
    }
    if (validation.isBot) {
      log.info("Kontaktanfrage mit ausgefülltem Honeypot-Feld verworfen");
      return reply(200, { ok: true });
    }
    // A preview answers as the public site up to here; only the message goes nowhere, and the visitor is told so.
    if (config.preview) return reply(503, { error: messages.preview, preview: true });
    const mail = composeContactMail(validation.request, { from: config.mailFrom, to: config.mailTo, receivedAt: now(), language });
    try {
      const where = await transport.send(mail);
      log.info(`Kontaktanfrage übergeben: ${where}`);
      return { ...reply(200, { ok: true }), accepted: true };
    } catch (error) {
      if (error instanceof MailNotStoredError) {
        log.error(`Kontaktanfrage konnte nicht gespeichert werden: ${error.message}`);
        return reply(503, { error: messages.notStored });
      }
      log.error(`Kontaktanfrage konnte nicht zugestellt werden: ${withoutAddresses(String((error as Error)?.message))}`);
      return reply(502, { error: messages.notDelivered });
    }
  }

  return async function handleSafely(req) {
    let kind: BodyKind | null = null;
    let answer: ContactHttpResponse;
    const language = answerLanguageOf(req);
    try {
      const checked = checkRequestHeaders(req, config, language);
      if (typeof checked !== "string") return checked;
      kind = checked;
      answer = await handle(req, kind, language);
    } catch (error) {
      log.error(`Kontaktanfrage: unerwarteter Fehler: ${describe(error)}`);
      answer = reply(500, { error: contactMessages[language].serverError });
    }
    return kind === "form" ? asFormAnswer(answer, language) : answer;
  };
}
