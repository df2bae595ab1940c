import { defaultLanguage, isLanguage, type Language } from "../languages";
import { LANGUAGE_PARAMETER } from "./contact-request";

/** The contact endpoint's view of an HTTP request, whatever server or host delivers it. */
export interface ContactHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The peer address of the connection (the proxy's, behind a proxy). */
  remoteAddress: string | undefined;
  body: RawBody | ParsedBody;
  /** The address's query parameters as the host parsed them; `lang` names the language of the answers. */
  query?: Record<string, unknown>;
}

/** The body as bytes arrive: read only once the headers passed, and never past `maxBytes`. */
export interface RawBody {
  kind: "raw";
  /** Resolves with the whole body, or rejects with `BodyTooLargeError` as soon as it grows past `maxBytes`. */
  read(maxBytes: number): Promise<Uint8Array>;
}

/** A body its host parsed before the handler ran (Gatsby Functions parse JSON themselves). */
export interface ParsedBody {
  kind: "parsed";
  value: unknown;
}

/** `preview`: the site is a preview and sends nothing (the dialog then shows its `error`, the preview's notice). */
export type ContactResponseBody = { ok: true } | { error: string; fields?: Record<string, string>; preview?: true };

export interface ContactHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: ContactResponseBody;
  /** The request was handed to the transport (stored in the queue): not a honeypot's, not on a preview. */
  accepted?: true;
}

// An answer about one visitor's message: never cached, never sniffed into something else.
const answerHeaders = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

export const reply = (status: number, body: ContactResponseBody, headers: Record<string, string> = {}): ContactHttpResponse => ({
  status,
  headers: { ...answerHeaders, ...headers },
  body,
});

/** One header's value; a header sent several times with different values counts as missing. */
export function header(req: Pick<ContactHttpRequest, "headers">, name: string): string | undefined {
  const value = req.headers[name];
  if (!Array.isArray(value)) return value;
  return new Set(value).size === 1 ? value[0] : undefined;
}

/** The language the endpoint answers in: the one `?lang=` names if declared, else the default. */
export function answerLanguageOf(req: Pick<ContactHttpRequest, "query">): Language {
  const named = req.query?.[LANGUAGE_PARAMETER];
  return isLanguage(named) ? named : defaultLanguage;
}
