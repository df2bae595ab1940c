import { publicSettings } from "../../config/settings/public-settings";
import { CONTACT_ENDPOINT, HONEYPOT_FIELD } from "../../lib/contact/contact-request";

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

/** POST /api/send-email (docs/operations.md, "Contact requests"). Resolves true for any 2xx answer, false otherwise or when the network fails. */
export async function sendContactRequest(values: ContactFormValues, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const { website, ...request } = values;
  const body = website ? { ...request, [HONEYPOT_FIELD]: website } : request;
  try {
    const response = await fetchImpl(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": contactApiKey },
      body: JSON.stringify(body),
    });
    if (!response.ok) return false;
    await response.json().catch(() => null);
    return true;
  } catch {
    return false;
  }
}
