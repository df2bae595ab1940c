import ipaddr from "ipaddr.js";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { readSettings, SettingError, type Settings, type SettingsEnv } from "../../core/settings/read-settings";
import { fixedValues } from "../../core/settings/fixed-values";

export type Delivery = { kind: "smtp"; options: SMTPTransport.Options } | { kind: "outbox"; dir: string };

export type ContactConfig = ReturnType<typeof contactConfigFrom>;

/** A mail server on this machine (a local relay), which no one can listen in on. */
function onThisMachine(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, "");
  return address === "localhost" || (ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback");
}

/**
 * nodemailer's options for SMTP_URL, with SMTP_PASS (if set) encoded into it: no password needs encoding by hand. A mail
 * server on another machine must speak TLS (smtps://, or STARTTLS on smtp://): by default nodemailer sends the password
 * and the visitor's message in the clear to a server, or someone in between, that offers no STARTTLS.
 * `?requireTLS=false` in SMTP_URL allows that.
 */
function smtpOptions({ SMTP_URL, SMTP_PASS }: Settings): SMTPTransport.Options | null {
  if (!SMTP_URL) return null;
  const url = new URL(SMTP_URL);
  if (SMTP_PASS) {
    if (!url.username) {
      throw new SettingError("SMTP_PASS is set, but SMTP_URL names no user: write it as smtp://user@mail.example.com:587");
    }
    // Encoded whole: the URL's own setter leaves "%" as it is, which nodemailer would then decode.
    url.password = encodeURIComponent(SMTP_PASS);
  }
  const timeout = fixedValues.smtpTimeoutMs;
  return {
    url: SMTP_PASS ? url.href : SMTP_URL,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
    requireTLS: !onThisMachine(url.hostname),
  } as SMTPTransport.Options;
}

/** The contact endpoint's configuration: with SMTP, MAIL_TO and MAIL_FROM are required; without, requests go to an outbox folder. */
export function contactConfigFrom(settings: Settings) {
  const smtp = smtpOptions(settings);
  const mailTo = settings.MAIL_TO || (smtp ? "" : "kontakt@example.com");
  const mailFrom = settings.MAIL_FROM || (smtp ? "" : "website@example.com");
  if (smtp && (!mailTo || !mailFrom)) {
    throw new SettingError("SMTP is configured, so MAIL_TO and MAIL_FROM must be set too");
  }
  const delivery: Delivery = smtp ? { kind: "smtp", options: smtp } : { kind: "outbox", dir: fixedValues.outboxDir };
  return {
    delivery,
    mailTo,
    mailFrom,
    apiKey: settings.GATSBY_CONTACT_API_KEY,
    rateLimit: settings.CONTACT_RATE_LIMIT,
    /** The proxies whose `X-Forwarded-For` entries count (fastify's trustProxy); false ignores that header. */
    trustProxy: settings.TRUST_PROXY,
    /** The site's public address: a form post must come from it (or from the host it was sent to). */
    siteUrl: settings.SITE_URL,
    /** DEPLOY_PREVIEW: a valid request is answered 503 and sent nowhere. */
    preview: settings.DEPLOY_PREVIEW,
  };
}

/** The line the start logs when the form sends nothing (a preview) or writes to the outbox folder. */
export function deliveryNotice(config: ContactConfig): string | undefined {
  if (config.preview) return "Kontaktformular: Vorschau (DEPLOY_PREVIEW), Anfragen werden nicht versendet";
  if (config.delivery.kind !== "outbox") return undefined;
  return `Kontaktformular: kein SMTP konfiguriert, Anfragen werden in ${config.delivery.dir}/ gespeichert`;
}

/** Reads the contact settings from the environment (core/settings/); throws SettingError. */
export const readContactConfig = (env: SettingsEnv): ContactConfig => contactConfigFrom(readSettings(env));
