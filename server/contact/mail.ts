// A mail the server sends, what a contact request's says, and how one is handed over: SMTP or the outbox folder.
import { randomUUID } from "crypto";
import { existsSync, promises as fs, readdirSync, rmSync, statSync } from "fs";
import path from "path";
import nodemailer from "nodemailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import type { Delivery } from "./contact-config";
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

export type Logger = Pick<Console, "info" | "error">;

/** Hands a mail over for delivery; resolves with where it went, rejects if it was not accepted. */
export interface MailTransport {
  send(message: MailMessage): Promise<string>;
}

/** The queue could not store a request durably: the visitor must hear that it was not sent (503). */
export class MailNotStoredError extends Error {}

/** SMTP through nodemailer, or one .eml file per mail in a folder. `pooled` (the queue worker) keeps up to four connections. */
export function transportFor(delivery: Delivery, { pooled = false } = {}): MailTransport {
  if (delivery.kind === "smtp") {
    const transporter = nodemailer.createTransport(pooled ? { ...delivery.options, pool: true, maxConnections: 4 } : delivery.options);
    return { send: async (message) => `SMTP ${(await transporter.sendMail(message)).messageId}` };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await writer.sendMail(message);
      // Readable by the server's user only, as the queue: a visitor's message. The queue worker deletes them after a while.
      await fs.mkdir(delivery.dir, { recursive: true, mode: 0o700 });
      const file = path.join(delivery.dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { flag: "wx", mode: 0o600 }); // never overwrites a mail
      return path.resolve(file);
    },
  };
}

/** Deletes the outbox's mails written at least `keepMs` before `now` (the privacy policy's period); returns their names. */
export function removeOutboxMailsOlderThan(dir: string, now: number, keepMs: number): string[] {
  if (!existsSync(dir)) return [];
  const old = readdirSync(dir).filter((name) => {
    const stat = name.endsWith(".eml") ? statSync(path.join(dir, name), { throwIfNoEntry: false }) : undefined;
    return stat?.isFile() && now - stat.mtimeMs >= keepMs;
  });
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/** Blanks out e-mail addresses: an SMTP answer may quote the recipient, the log must not. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[Adresse]");

/**
 * Sorts a nodemailer error as mail servers do (RFC 5321, 4.2.1): a 5xx answer is permanent, anything else
 * temporary. A 5xx to the login (`EAUTH`) is the operator's setting: retried, so fixing it delivers what waited.
 */
export function classifyDeliveryError(error: unknown): { permanent: boolean; reason: string } {
  const { code, responseCode, response, message } = (error ?? {}) as Partial<SMTPConnection.SMTPError>;
  const answer = withoutAddresses((response ?? message ?? String(error)).split("\n")[0]).slice(0, 200);
  const reason = [code, answer].filter(Boolean).join(": ");
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
  return { permanent, reason };
}
