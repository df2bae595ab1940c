import { randomUUID } from "crypto";
import { promises as fs } from "fs";
import path from "path";
import nodemailer from "nodemailer";
import type { Delivery } from "./contact-config";
import type { MailMessage } from "./compose-contact-mail";

/** Hands a mail over for delivery; resolves with where it went, rejects if it was not accepted. */
export interface MailTransport {
  send(message: MailMessage): Promise<string>;
}

/**
 * Real SMTP delivery through nodemailer. `pooled` keeps up to four connections open and
 * sends many mails over each (the production server's queue worker); a Gatsby Function,
 * which lives for one request, opens one connection per mail.
 */
export function smtpTransport(options: Delivery & { kind: "smtp" }, { pooled = false } = {}): MailTransport {
  const transporter = nodemailer.createTransport(pooled ? { ...options.options, pool: true, maxConnections: 4 } : options.options);
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return `SMTP ${info.messageId}`;
    },
  };
}

/** No SMTP configured: each mail becomes one .eml file in a local folder. */
export function outboxTransport(dir: string): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await writer.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      // "wx": never overwrite an existing mail.
      await fs.writeFile(file, info.message as Buffer, { flag: "wx" });
      return path.resolve(file);
    },
  };
}

export function transportFor(delivery: Delivery, { pooled = false } = {}): MailTransport {
  return delivery.kind === "smtp" ? smtpTransport(delivery, { pooled }) : outboxTransport(delivery.dir);
}
