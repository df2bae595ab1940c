import { Readable } from "stream";
import type { MailMessage } from "../../server/contact/compose-contact-mail";
import type { ContactConfig } from "../../server/contact/contact-config";
import type { ContactHttpRequest, RawBody } from "../../core/contact/contact-http";
import { readBodyWithin } from "../../server/contact/read-body";

/** A raw body that arrives in the given chunks, read the way the production server reads it. */
export function rawBody(...chunks: (string | Uint8Array)[]): RawBody {
  return {
    kind: "raw",
    read: (maxBytes) => readBodyWithin(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), maxBytes),
  };
}

export const jsonBody = (value: unknown): RawBody => rawBody(JSON.stringify(value));

export const testContactConfig: ContactConfig = {
  delivery: { kind: "outbox", dir: "unused" },
  mailTo: "inbox@agentur.example",
  mailFrom: "website@agentur.example",
  apiKey: "test-key",
  rateLimit: 3,
  rateWindowS: 600,
  trustedProxyHops: 0,
  siteUrl: "https://www.example.com",
  preview: false,
};

export const validContactFields = { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };

/** A valid JSON request as the dialog sends it, with `change` applied. */
export function contactRequest(change: Partial<ContactHttpRequest> = {}): ContactHttpRequest {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": testContactConfig.apiKey },
    body: jsonBody(validContactFields),
    remoteAddress: "127.0.0.1",
    ...change,
  };
}

/** A composed contact mail, as the queue stores it. */
export const testMail: MailMessage = {
  from: "Website <website@agentur.example>",
  to: "inbox@agentur.example",
  replyTo: { name: "Anna", address: "anna@example.org" },
  subject: "Kontaktanfrage von Anna",
  text: "Bitte rufen Sie mich an.",
  html: "<p>Bitte rufen Sie mich an.</p>",
};
