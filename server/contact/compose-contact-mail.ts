import type { ContactRequest } from "../../core/contact/contact-request";
import type { Language } from "../../core/languages";

export interface MailMessage {
  from: string;
  to: string;
  /** The visitor, for a contact request; none on the weekly statistics. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Images the HTML shows by `cid:` (the weekly statistics' chart), base64 so the queue's JSON keeps them. */
  attachments?: { filename: string; cid: string; content: string; encoding: "base64"; contentType: string }[];
  /** Set by the queue: one Message-ID for every attempt, and the time the request arrived. */
  messageId?: string;
  date?: Date;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const berlinTime = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "medium", timeZone: "Europe/Berlin" }).format(date);

/** A language's name in German, as the mails and reports are written: "Englisch" for "en". */
export const germanNameOf = (language: Language) => new Intl.DisplayNames("de", { type: "language" }).of(language) ?? language;

/** The mail to the configured inbox (never an address from the request), recording consent, time and the page's language. */
export function composeContactMail(
  request: ContactRequest,
  { from, to, receivedAt, language }: { from: string; to: string; receivedAt: Date; language: Language },
): MailMessage {
  const time = `${berlinTime(receivedAt)} (${receivedAt.toISOString()})`;
  // The record of the consent the privacy policy names as the legal basis of what the form sends
  // (Art. 6 Abs. 1 lit. a, Art. 7 Abs. 1 DSGVO; docs/content.md, "The contact form's consent").
  const consent =
    "Ja – mit dem Häkchen im Kontaktformular in die Verarbeitung der Angaben zur Beantwortung der Anfrage eingewilligt (Art. 6 Abs. 1 lit. a DSGVO)";
  const rows = [
    ["Name", request.name],
    ["E-Mail", request.email],
    ["Eingegangen", time],
    ["Sprache der Seite", germanNameOf(language)],
    ["Einwilligung", consent],
  ];
  const heading = "Neue Kontaktanfrage über die Website";
  const text = [heading, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", "Nachricht:", request.message].join("\n");
  const html = [
    `<p>${heading}</p>`,
    `<table>`,
    ...rows.map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    `</table>`,
    `<p><strong>Nachricht:</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
  ].join("\n");
  return {
    from,
    to,
    replyTo: { name: request.name, address: request.email },
    subject: `Kontaktanfrage von ${request.name}`,
    text,
    html,
  };
}
