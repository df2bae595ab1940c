import { randomUUID } from "crypto";
import { existsSync, promises as fs, readdirSync, rmSync, statSync } from "fs";
import path from "path";
import nodemailer from "nodemailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import type { Delivery } from "./contact-config";
import type { MailMessage } from "./compose-contact-mail";

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
