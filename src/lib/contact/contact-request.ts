/** A visitor's contact request as the dialog sends it (SPEC 3 and 7). */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  agreed_to_agbs: true;
}

/** The hidden form field only bots fill in; a request with it is accepted and dropped. */
export const HONEYPOT_FIELD = "website";

export const limits = {
  nameMax: 200,
  emailMax: 254,
  messageMax: 5000,
  /** Largest request body we read, in bytes. */
  bodyMaxBytes: 16 * 1024,
} as const;
