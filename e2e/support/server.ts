import { testSmtpUser } from "./test-smtp-server";

/** The production build the end-to-end tests visit: built once, served on loopback. */
const port = 9100;
const smtpPort = 2526;

export const e2eServer = {
  baseUrl: `http://127.0.0.1:${port}`,
  siteUrl: "https://www.example.com",
  consentScriptUrl: "https://consent.invalid/consent.js",
  consentNonce: "e2e-nonce",
  smtpPort,
  mailTo: "anfragen@agentur.example",
  get command() {
    return `npx gatsby build && npx gatsby serve --host 127.0.0.1 --port ${port}`;
  },
  get env(): Record<string, string> {
    return {
      GATSBY_TELEMETRY_DISABLED: "1",
      SITE_URL: this.siteUrl,
      GATSBY_CONSENT_SCRIPT_URL: this.consentScriptUrl,
      GATSBY_CONSENT_SCRIPT_NONCE: this.consentNonce,
      // The contact function delivers to the test SMTP server the contact specs start.
      SMTP_URL: `smtp://${testSmtpUser.user}:${testSmtpUser.pass}@127.0.0.1:${smtpPort}`,
      SMTP_TIMEOUT_MS: "3000",
      MAIL_TO: this.mailTo,
      MAIL_FROM: "website@agentur.example",
      CONTACT_RATE_LIMIT: "1000",
    };
  },
};
