import { HONEYPOT_FIELD, limits, type ContactRequest } from "./contact-request";

export type Validation =
  | { ok: true; request: ContactRequest; isBot: boolean }
  | { ok: false; fields: Partial<Record<keyof ContactRequest, string>> };

// Control characters (CR, LF, NUL, ...) never belong in a name or an address; in a
// mail header they could smuggle in extra headers or recipients.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
// Pragmatic address check: one @, no spaces, a dot in the domain; the SMTP server has the last word.
const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]{2,}$/;

function textField(value: unknown, max: number, { singleLine }: { singleLine: boolean }): string | { error: string } {
  if (typeof value !== "string") return { error: "muss ein Text sein" };
  const trimmed = value.trim();
  if (trimmed.length === 0) return { error: "fehlt" };
  if ([...trimmed].length > max) return { error: `darf höchstens ${max} Zeichen lang sein` };
  if (singleLine && CONTROL_CHARS.test(trimmed)) return { error: "enthält unzulässige Steuerzeichen" };
  return trimmed;
}

/** Checks a parsed JSON body; unknown fields are ignored. */
export function validateContactRequest(body: Record<string, unknown>): Validation {
  const fields: Partial<Record<keyof ContactRequest, string>> = {};
  const name = textField(body.name, limits.nameMax, { singleLine: true });
  const email = textField(body.email, limits.emailMax, { singleLine: true });
  const message = textField(body.message, limits.messageMax, { singleLine: false });

  if (typeof name !== "string") fields.name = `Name ${name.error}`;
  if (typeof email !== "string") fields.email = `E-Mail ${email.error}`;
  else if (!EMAIL.test(email)) fields.email = "E-Mail ist keine gültige Adresse";
  if (typeof message !== "string") fields.message = `Nachricht ${message.error}`;
  if (body.agreed_to_agbs !== true) fields.agreed_to_agbs = "Die Einwilligung zur Verarbeitung fehlt";

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const honeypot = body[HONEYPOT_FIELD];
  return {
    ok: true,
    request: { name: name as string, email: email as string, message: message as string, agreed_to_agbs: true },
    isBot: typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null,
  };
}
