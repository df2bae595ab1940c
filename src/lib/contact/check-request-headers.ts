import { header, reply, type ContactHttpRequest, type ContactHttpResponse } from "./contact-http";
import { limits } from "./contact-request";
import { tooLargeMessage } from "./parse-contact-body";

/** `application/json`, optionally with `charset=utf-8`: the only body the endpoint reads. */
function isUtf8Json(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => !parameter.startsWith("charset=") || /^charset="?utf-8"?$/.test(parameter));
}

/**
 * Everything the endpoint can decide from the request line and headers alone, before a
 * byte of the body is read: a refusal here costs nothing, whatever the body holds.
 */
export function checkRequestHeaders(req: ContactHttpRequest, apiKey: string): ContactHttpResponse | null {
  if (req.method !== "POST") {
    return reply(405, { error: "Nur POST ist erlaubt." }, { Allow: "POST" });
  }
  if (header(req, "x-api-key") !== apiKey) {
    return reply(401, { error: "Fehlender oder falscher API-Schlüssel (x-api-key)." });
  }
  const encoding = header(req, "content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    return reply(415, { error: "Komprimierte Anfragen (Content-Encoding) werden nicht angenommen." });
  }
  if (!isUtf8Json(header(req, "content-type"))) {
    return reply(415, { error: "Die Anfrage muss JSON in UTF-8 sein (Content-Type: application/json)." });
  }
  const declared = header(req, "content-length");
  if (declared !== undefined && Number(declared) > limits.bodyMaxBytes) {
    return reply(413, { error: tooLargeMessage });
  }
  return null;
}
