import { header, reply, type ContactHttpRequest, type ContactHttpResponse } from "../../core/contact/contact-http";
import { limits, type BodyKind } from "../../core/contact/contact-request";
import { contactMessages } from "../../core/contact/messages";
import type { Language } from "../../core/languages";

const MEDIA_TYPES: Record<string, BodyKind> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
};

/** The kind of body a `Content-Type` announces, if the endpoint reads it: JSON or a form post, in UTF-8. */
export function bodyKindOf(contentType: string | undefined): BodyKind | null {
  if (!contentType) return null;
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const kind = MEDIA_TYPES[type];
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

type HeaderCheck = { refused: ContactHttpResponse } | { refused: null; kind: BodyKind };

/**
 * What the endpoint decides from the headers alone, before reading the body, so a refusal costs nothing.
 * JSON carries its key in `x-api-key`; a form post in a field (checked once read) and must come from the site.
 */
export function checkRequestHeaders(
  req: ContactHttpRequest,
  { apiKey, siteUrl }: { apiKey: string; siteUrl?: string },
  language: Language,
): HeaderCheck {
  const messages = contactMessages[language];
  const refuse = (status: number, error: string) => ({ refused: reply(status, { error }) });
  if (req.method !== "POST") return { refused: reply(405, { error: messages.methodNotAllowed }, { Allow: "POST" }) };
  const kind = bodyKindOf(header(req, "content-type"));
  if (kind !== "form" && header(req, "x-api-key") !== apiKey) return refuse(401, messages.wrongKeyHeader);
  const encoding = header(req, "content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return refuse(415, messages.compressed);
  if (!kind) return refuse(415, messages.unsupportedType);
  if (kind === "form" && !isSameSiteFormPost(req, siteUrl)) return refuse(403, messages.foreignForm);
  const declared = header(req, "content-length");
  if (declared !== undefined && Number(declared) > limits.bodyMaxBytes) return refuse(413, messages.tooLarge);
  return { refused: null, kind };
}
