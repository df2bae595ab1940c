import type SMTPTransport from "nodemailer/lib/smtp-transport";

import { DEFAULT_CONTACT_API_KEY } from "./contact-request";

export { DEFAULT_CONTACT_API_KEY };

/** The environment variables the contact function reads (see README, "Configuration"). */
export interface ContactEnv {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURE?: string;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  SMTP_TIMEOUT_MS?: string;
  MAIL_TO?: string;
  MAIL_FROM?: string;
  MAIL_OUTBOX_DIR?: string;
  CONTACT_API_KEY?: string;
  GATSBY_CONTACT_API_KEY?: string;
  CONTACT_RATE_LIMIT?: string;
  CONTACT_RATE_WINDOW_S?: string;
  TRUST_PROXY?: string;
  TRUST_PROXY_HOPS?: string;
  SITE_URL?: string;
}

export type Delivery = { kind: "smtp"; options: SMTPTransport.Options } | { kind: "outbox"; dir: string };

export interface ContactConfig {
  delivery: Delivery;
  mailTo: string;
  mailFrom: string;
  apiKey: string;
  rateLimit: number;
  rateWindowS: number;
  /** Proxies in front of the server whose `X-Forwarded-For` entries count; 0 ignores that header. */
  trustedProxyHops: number;
  /** The site's public address: a form post must come from it (or from the host it was sent to). */
  siteUrl?: string;
}

export class ContactConfigError extends Error {}

const isTrue = (value?: string) => /^(1|true|yes|on)$/i.test(value?.trim() ?? "");

export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ContactConfigError(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

function smtpOptions(env: ContactEnv): SMTPTransport.Options | null {
  const timeout = positiveInt("SMTP_TIMEOUT_MS", env.SMTP_TIMEOUT_MS, 10_000);
  const timeouts = { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout * 2 };
  if (env.SMTP_URL?.trim()) return { url: env.SMTP_URL.trim(), ...timeouts } as SMTPTransport.Options;
  if (!env.SMTP_HOST?.trim()) return null;
  const secure = isTrue(env.SMTP_SECURE);
  return {
    host: env.SMTP_HOST.trim(),
    port: positiveInt("SMTP_PORT", env.SMTP_PORT, secure ? 465 : 587),
    secure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
    ...timeouts,
  };
}

/**
 * Reads and checks the configuration. With SMTP configured, MAIL_TO and MAIL_FROM are
 * required; without, every request is written to a local outbox folder.
 */
export function readContactConfig(env: ContactEnv): ContactConfig {
  const smtp = smtpOptions(env);
  const mailTo = env.MAIL_TO?.trim() || (smtp ? "" : "kontakt@example.com");
  const mailFrom = env.MAIL_FROM?.trim() || (smtp ? "" : "website@example.com");
  if (smtp && (!mailTo || !mailFrom)) {
    throw new ContactConfigError("SMTP is configured, so MAIL_TO and MAIL_FROM must be set too");
  }
  return {
    delivery: smtp ? { kind: "smtp", options: smtp } : { kind: "outbox", dir: env.MAIL_OUTBOX_DIR?.trim() || "outbox" },
    mailTo,
    mailFrom,
    apiKey: env.CONTACT_API_KEY?.trim() || env.GATSBY_CONTACT_API_KEY?.trim() || DEFAULT_CONTACT_API_KEY,
    rateLimit: positiveInt("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, 5),
    rateWindowS: positiveInt("CONTACT_RATE_WINDOW_S", env.CONTACT_RATE_WINDOW_S, 600),
    trustedProxyHops: isTrue(env.TRUST_PROXY) ? positiveInt("TRUST_PROXY_HOPS", env.TRUST_PROXY_HOPS, 1) : 0,
    siteUrl: env.SITE_URL?.trim() || undefined,
  };
}
