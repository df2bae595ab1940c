import { ContactConfigError, readContactConfig, type ContactEnv } from "./contact-config";
import { createContactHandler, type ContactHandler } from "./handle-contact-request";
import { reply } from "../../core/contact/contact-http";
import { transportFor } from "./mail-transport";

/**
 * The settings as a Gatsby Function sees them. Gatsby replaces each `process.env.NAME` with
 * its value when it builds a function, so every variable is named here once; the
 * production server reads `process.env` itself when it starts.
 */
export function functionEnv(): ContactEnv {
  return {
    SMTP_URL: process.env.SMTP_URL,
    SMTP_HOST: process.env.SMTP_HOST,
    SMTP_PORT: process.env.SMTP_PORT,
    SMTP_SECURE: process.env.SMTP_SECURE,
    SMTP_USER: process.env.SMTP_USER,
    SMTP_PASS: process.env.SMTP_PASS,
    SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS,
    MAIL_TO: process.env.MAIL_TO,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
    CONTACT_API_KEY: process.env.CONTACT_API_KEY,
    GATSBY_CONTACT_API_KEY: process.env.GATSBY_CONTACT_API_KEY,
    CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT,
    CONTACT_RATE_WINDOW_S: process.env.CONTACT_RATE_WINDOW_S,
    TRUST_PROXY: process.env.TRUST_PROXY,
    TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS,
    SITE_URL: process.env.SITE_URL,
    DEPLOY_PREVIEW: process.env.DEPLOY_PREVIEW,
  };
}

/** The contact handler as configured, or a handler that answers 500 and says why in the log. */
export function contactHandlerFromEnv(env: ContactEnv): ContactHandler {
  try {
    const config = readContactConfig(env);
    if (config.preview) {
      console.info("Kontaktformular: Vorschau (DEPLOY_PREVIEW), Anfragen werden nicht versendet");
    } else if (config.delivery.kind === "outbox") {
      console.info(`Kontaktformular: kein SMTP konfiguriert, Anfragen werden in ${config.delivery.dir}/ gespeichert`);
    }
    return createContactHandler({ config, transport: transportFor(config.delivery) });
  } catch (error) {
    if (!(error instanceof ContactConfigError)) throw error;
    console.error(`Kontaktformular falsch konfiguriert: ${error.message}`);
    return async () => reply(500, { error: "Das Kontaktformular ist auf dem Server falsch konfiguriert." });
  }
}
