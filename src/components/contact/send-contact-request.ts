import { publicSettings } from "../../../core/settings/public-settings";
import { contactEndpoint, HONEYPOT_FIELD } from "../../../core/contact/contact-request";
import type { Language } from "../../../core/languages";

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  agreed_to_agbs: boolean;
  /** The hidden field; only bots fill it in. */
  website: string;
}

// A public key: it keeps casual scripts away from the endpoint, it is not a secret.
export const contactApiKey = publicSettings.contactApiKey;

/** `preview`: the site is a preview, which sends nothing; `notice` is the endpoint's word on it, in the request's language. */
export type SendResult = { outcome: "sent" } | { outcome: "failed" } | { outcome: "preview"; notice: string };

/** The endpoint's answer says the site is a preview, and what to tell the visitor. */
const previewNoticeOf = (body: unknown) => {
  const answer = body as { preview?: unknown; error?: unknown } | null;
  return answer?.preview === true && typeof answer.error === "string" && answer.error.trim() ? answer.error : null;
};

/** POST /api/send-email (docs/operations.md, "Contact requests"): "sent" for any 2xx, else "preview" or "failed". */
export async function sendContactRequest(values: ContactFormValues, language: Language): Promise<SendResult> {
  const { website, ...request } = values;
  const body = website ? { ...request, [HONEYPOT_FIELD]: website } : request;
  try {
    const response = await globalThis.fetch(contactEndpoint(language), {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": contactApiKey },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return { outcome: "sent" };
    const notice = previewNoticeOf(answer);
    return notice ? { outcome: "preview", notice } : { outcome: "failed" };
  } catch {
    return { outcome: "failed" };
  }
}
