import { defaultLanguage, type Language } from "../languages";

/** A visitor's contact request as the dialog sends it (docs/operations.md, "Contact requests"). */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  agreed_to_agbs: true;
}

/** Where the dialog and the contact page's form send a request (src/api/send-email.ts). */
export const CONTACT_ENDPOINT = "/api/send-email";

/** The parameter of the endpoint's address that names the language its answers are in (`?lang=en`). */
export const LANGUAGE_PARAMETER = "lang";

/** The endpoint as a page in `language` calls it: with `?lang=` but for the default, so even an early answer is in its language. */
export const contactEndpoint = (language: Language) =>
  language === defaultLanguage ? CONTACT_ENDPOINT : `${CONTACT_ENDPOINT}?${LANGUAGE_PARAMETER}=${language}`;

/** Each language's contact page, a form that works without JavaScript; fixed addresses, like form-post-answer.ts's. */
export const CONTACT_PAGES: Record<Language, string> = { de: "/kontakt/", en: "/en/contact/" };

export const CONTACT_PAGE = CONTACT_PAGES.de;

/** The public client key when none is configured: the dialog and the endpoint then agree out of the box. */
export const DEFAULT_CONTACT_API_KEY = "local-contact-form";

/** The hidden form field only bots fill in; a request with it is accepted and dropped. */
export const HONEYPOT_FIELD = "website";

/** A form cannot send headers: the contact page's form sends the public key in this hidden field. */
export const FORM_KEY_FIELD = "api_key";

export const limits = {
  nameMax: 200,
  emailMax: 254,
  messageMax: 5000,
  /** Largest request body we read, in bytes, counted as they arrive. */
  bodyMaxBytes: 16 * 1024,
} as const;
