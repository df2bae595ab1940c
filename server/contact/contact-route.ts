import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { ContactConfig } from "./contact-config";
import { composeContactMail, MailNotStoredError, withoutAddresses, type MailTransport } from "./mail";
import { CONTACT_ENDPOINT, FORM_KEY_FIELD, LANGUAGE_PARAMETER, limits } from "../../core/contact/contact-request";
import { contactMessages, type ContactMessages } from "../../core/contact/messages";
import { formAnswerLocation, type ContactAnswer } from "../../core/contact/form-post-answer";
import { validateContactRequest } from "../../core/contact/validate-contact-request";
import { fixedValues } from "../../core/settings/fixed-values";
import { defaultLanguage, isLanguage, type Language } from "../../core/languages";
import { isOwnAddress } from "../request-path";

export interface ContactRouteOptions {
  config: ContactConfig;
  /** The contact queue on the own server; SMTP or the outbox folder in the Gatsby Function. */
  transport: MailTransport;
  /** Called for a request handed to the transport (the visitor statistics count it). */
  onAccepted?: (request: FastifyRequest) => void;
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The language of every answer, as `?lang=` names it. */
    contactLanguage: Language;
    /** A form post from the contact page: every answer is a 303 to a page (core/contact/form-post-answer.ts). */
    formPost: boolean;
  }
}

type Problem = Exclude<keyof ContactMessages, "fields">;

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
// A ticked checkbox sends "on" (or the value it names); an unticked one sends nothing.
const TICKED = new Set(["on", "true", "1", "yes"]);

/** One header's value; a header sent several times with different values counts as missing. */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (!Array.isArray(value)) return value;
  return new Set(value).size === 1 ? value[0] : undefined;
}

/** Whether a form post comes from the site's own pages (Sec-Fetch-Site, else Origin or Referer), so no other site posts in its visitors' names. */
function fromOwnPages(request: FastifyRequest, siteUrl: string | undefined): boolean {
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const from = URL.parse(header(request, "origin") ?? header(request, "referer") ?? "");
  return from !== null && isOwnAddress(from, header(request, "host"), URL.parse(siteUrl ?? "")?.host);
}

/** The media type, if the endpoint reads it: JSON or a form post, in UTF-8. */
function mediaTypeOf(contentType: string | undefined): string | null {
  const [type, ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  const utf8 = parameters.every((parameter) => !parameter.startsWith("charset=") || /^charset="?utf-8"?$/.test(parameter));
  return (type === JSON_TYPE || type === FORM) && utf8 ? type : null;
}

/** What the endpoint refuses on the headers alone, before a byte of the body is read. */
function refusalByHeaders(request: FastifyRequest, { apiKey, siteUrl }: ContactConfig): [number, Problem] | null {
  if (request.method !== "POST") return [405, "methodNotAllowed"];
  const type = mediaTypeOf(header(request, "content-type"));
  // A form cannot send headers: its key is a field, checked once the body is read.
  if (type !== FORM && header(request, "x-api-key") !== apiKey) return [401, "wrongKeyHeader"];
  const encoding = header(request, "content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return [415, "compressed"];
  if (!type) return [415, "unsupportedType"];
  if (type === FORM && !fromOwnPages(request, siteUrl)) return [403, "foreignForm"];
  return null;
}

/** fastify's own errors in this scope (the body parsers, the rate limit), as the endpoint's problems. */
function problemOfError(error: FastifyError): [number, Problem] {
  if (error.statusCode === 429) return [429, "tooMany"];
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return [413, "tooLarge"];
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return [400, "notJson"];
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return [415, "unsupportedType"];
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return [400, "incomplete"];
  return [500, "serverError"];
}

/** The shape of a request: an object whose fields, where given, are text; validateContactRequest words what is wrong with them. */
const bodySchema = {
  type: "object",
  properties: { name: { type: "string" }, email: { type: "string" }, message: { type: "string" } },
} as const;

/**
 * Every answer: JSON never cached, in the visitor's language; to a form post a 303 to the thank-you page or the
 * problem's anchor, so Back returns to the filled form.
 */
function answer(request: FastifyRequest, reply: FastifyReply, status: number, body: ContactAnswer) {
  reply.headers({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  if (!request.formPost) return reply.code(status).send(body);
  reply.removeHeader("Retry-After");
  return reply
    .code(303)
    .header("Location", formAnswerLocation(status, body, request.contactLanguage))
    .send(body);
}

/** The answer naming a problem in the visitor's language. */
const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, problem: Problem) =>
  answer(request, reply, status, { error: contactMessages[request.contactLanguage][problem] });

/** The language of the answers, as `?lang=` names it. */
export function languageOf(request: FastifyRequest): Language {
  const named = (request.query as Record<string, unknown>)[LANGUAGE_PARAMETER];
  return isLanguage(named) ? named : defaultLanguage;
}

/**
 * POST /api/send-email, on the own server and, through `inject()`, in the Gatsby Function alike: refused on its
 * headers before the body is read, then limited per visitor, parsed by fastify (JSON) and @fastify/formbody (the
 * contact page's form) within 16 KB, its shape checked by the schema and its fields by validateContactRequest.
 * A 200 means `transport` took the mail: stored in the queue on the server (503 if not), SMTP or the outbox
 * folder in the function (502 if refused). No error escapes: it becomes a JSON 500, logged without the request.
 */
export const contactRoute: FastifyPluginAsync<ContactRouteOptions> = async (
  app,
  { config, transport, onAccepted, now = () => new Date() },
) => {
  await app.register(rateLimit, {
    global: false,
    addHeaders: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false, "retry-after": true },
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    errorResponseBuilder: () => ({ statusCode: 429 }),
  });
  // Over every visitor's limit, so that a network of many addresses cannot fill the queue either.
  const siteCeiling = app.createRateLimit({
    max: fixedValues.acceptedRequestsPerWindow,
    timeWindow: fixedValues.rateWindowS * 1000,
    keyGenerator: () => "every visitor",
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPE, { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));
  await app.register(formBody);

  app.decorateRequest("contactLanguage", defaultLanguage);
  app.decorateRequest("formPost", false);

  app.addHook("onRequest", async (request, reply) => {
    request.contactLanguage = languageOf(request);
    const refusal = refusalByHeaders(request, config);
    if (refusal) return refuse(request, refusal[0] === 405 ? reply.header("Allow", "POST") : reply, ...refusal);
    request.formPost = mediaTypeOf(header(request, "content-type")) === FORM;
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const [status, problem] = problemOfError(error);
    // Its kind and code only: a message may quote what the visitor sent.
    if (status === 500) request.log.error({ kind: error.name, code: error.code }, "Kontaktanfrage: unerwarteter Fehler");
    return refuse(request, reply, status, problem);
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const language = request.contactLanguage;
    const messages = contactMessages[language];
    const fail = (status: number, problem: Problem) => refuse(request, reply, status, problem);
    // A field of the wrong type is worded with the rest below; a body that is no object has no fields to name.
    if (request.validationError?.validation.some(({ instancePath }: { instancePath: string }) => instancePath === ""))
      return fail(400, "notAnObject");
    const body = request.body as Record<string, unknown>;
    if (request.formPost) {
      if (body[FORM_KEY_FIELD] !== config.apiKey) return fail(401, "wrongKeyField");
      body.agreed_to_agbs = typeof body.agreed_to_agbs === "string" && TICKED.has(body.agreed_to_agbs.trim().toLowerCase());
    }
    const validation = validateContactRequest(body, language);
    if (!validation.ok) return answer(request, reply, 422, { error: messages.invalidFields, fields: validation.fields });
    if (validation.isBot) {
      request.log.info("Kontaktanfrage mit ausgefülltem Honeypot-Feld verworfen");
      return answer(request, reply, 200, { ok: true });
    }
    // A preview answers as the public site up to here; only the message goes nowhere, and the visitor is told so.
    if (config.preview) return answer(request, reply, 503, { error: messages.preview, preview: true });
    const ceiling = await siteCeiling(request);
    if (!ceiling.isAllowed && ceiling.isExceeded)
      return refuse(request, reply.header("Retry-After", String(ceiling.ttlInSeconds)), 429, "tooMany");
    const mail = composeContactMail(validation.request, { from: config.mailFrom, to: config.mailTo, receivedAt: now(), language });
    try {
      const where = await transport.send(mail);
      request.log.info(`Kontaktanfrage übergeben: ${where}`);
    } catch (error) {
      if (error instanceof MailNotStoredError) {
        request.log.error(`Kontaktanfrage konnte nicht gespeichert werden: ${error.message}`);
        return fail(503, "notStored");
      }
      request.log.error(`Kontaktanfrage konnte nicht zugestellt werden: ${withoutAddresses(String((error as Error)?.message))}`);
      return fail(502, "notDelivered");
    }
    onAccepted?.(request);
    return answer(request, reply, 200, { ok: true });
  }

  app.post(CONTACT_ENDPOINT, {
    bodyLimit: limits.bodyMaxBytes,
    schema: { body: bodySchema },
    attachValidation: true,
    // Every attempt counts, refused ones too: a visitor who guesses is limited like one who floods.
    config: { rateLimit: { max: config.rateLimit, timeWindow: fixedValues.rateWindowS * 1000, ipv6Subnet: 64, hook: "onRequest" } },
    handler: handle,
  });
  // The other methods reach the onRequest hook above, which answers 405 before any body is read.
  app.route({ method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"], url: CONTACT_ENDPOINT, handler: handle });
};

/** The validator options the contact route expects of its server: no type coerced (a number is no name, "true" no consent). */
export const contactAjv = { customOptions: { coerceTypes: false } } as const;
