import { publicSettings } from "../../../core/settings/public-settings";
import { CONTACT_ENDPOINT, HONEYPOT_FIELD } from "../../../core/contact/contact-request";

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

/** How a send ended: `preview` when the site is a preview, which sends no message (PREVIEW_NOTICE). */
export type SendResult = "sent" | "failed" | "preview";

/** The endpoint's answer says the site is a preview. */
const isPreviewAnswer = (body: unknown) => typeof body === "object" && body !== null && (body as { preview?: unknown }).preview === true;

/**
 * POST /api/send-email (docs/operations.md, "Contact requests"). Resolves "sent" for any 2xx answer,
 * "preview" for a preview's refusal, "failed" otherwise or when the network fails.
 */
export async function sendContactRequest(values: ContactFormValues, fetchImpl: typeof fetch = globalThis.fetch): Promise<SendResult> {
  const { website, ...request } = values;
  const body = website ? { ...request, [HONEYPOT_FIELD]: website } : request;
  try {
    const response = await fetchImpl(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": contactApiKey },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return "sent";
    return isPreviewAnswer(answer) ? "preview" : "failed";
  } catch {
    return "failed";
  }
}
