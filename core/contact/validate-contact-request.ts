import { defaultLanguage, type Language } from "../languages";
import { HONEYPOT_FIELD, limits, type ContactRequest } from "./contact-request";
import { contactMessages, type FieldProblem } from "./messages";

export type Validation =
  { ok: true; request: ContactRequest; isBot: boolean } | { ok: false; fields: Partial<Record<keyof ContactRequest, string>> };

// C0 and C1 control characters: in a mail header they could smuggle in extra headers or recipients.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
// In the message, line breaks and tabs are text; other control characters are not.
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Bidirectional overrides and isolates make a mail client show text in another order (a name posing as a sender).
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// Mail clients decode a MIME encoded-word (=?charset?Q?...?=) in a header: it could display as other headers.
const ENCODED_WORD = /=\?/;
// A UTF-16 surrogate without its partner (JSON escapes allow one) has no encoding in a mail.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Pragmatic address check: one @, no spaces, a dot in the domain; the SMTP server has the last word.
const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]{2,}$/;

/** A field's trimmed value, or the rule it breaks (worded per language in core/contact/messages.ts). */
type FieldCheck = string | { problem: FieldProblem; max?: number };

function textField(value: unknown, max: number): FieldCheck {
  if (typeof value !== "string") return { problem: "notText" };
  if (LONE_SURROGATE.test(value)) return { problem: "invalidCharacters" };
  const trimmed = value.trim();
  if (trimmed.length === 0) return { problem: "missing" };
  if ([...trimmed].length > max) return { problem: "tooLong", max };
  return trimmed;
}

/** A value that stands in a mail header (Subject, Reply-To): one plain line, shown as written. */
function headerField(value: unknown, max: number): FieldCheck {
  const text = textField(value, max);
  if (typeof text !== "string") return text;
  if (CONTROL_CHARS.test(text)) return { problem: "controlCharacters" };
  if (BIDI_CONTROLS.test(text)) return { problem: "directionMarks" };
  if (ENCODED_WORD.test(text)) return { problem: "encodedWord" };
  return text;
}

function messageField(value: unknown): FieldCheck {
  const text = textField(value, limits.messageMax);
  if (typeof text === "string" && MESSAGE_CONTROL_CHARS.test(text)) return { problem: "controlCharacters" };
  return text;
}

/** The request's own value of `key`, never one inherited from Object.prototype. */
const own = (body: Record<string, unknown>, key: string) => (Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined);

/** Checks a parsed body, naming what is wrong in `language`; unknown fields are ignored. */
export function validateContactRequest(body: Record<string, unknown>, language: Language = defaultLanguage): Validation {
  const messages = contactMessages[language].fields;
  const fields: Partial<Record<keyof ContactRequest, string>> = {};
  const name = headerField(own(body, "name"), limits.nameMax);
  const email = headerField(own(body, "email"), limits.emailMax);
  const message = messageField(own(body, "message"));
  const wording = (field: "name" | "email" | "message", { problem, max }: Exclude<FieldCheck, string>) =>
    messages[problem](messages.names[field], max ?? 0);

  if (typeof name !== "string") fields.name = wording("name", name);
  if (typeof email !== "string") fields.email = wording("email", email);
  else if (!EMAIL.test(email)) fields.email = messages.notAnAddress;
  if (typeof message !== "string") fields.message = wording("message", message);
  if (own(body, "agreed_to_agbs") !== true) fields.agreed_to_agbs = messages.noConsent;

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const honeypot = own(body, HONEYPOT_FIELD);
  return {
    ok: true,
    request: { name: name as string, email: email as string, message: message as string, agreed_to_agbs: true },
    isBot: typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null,
  };
}
