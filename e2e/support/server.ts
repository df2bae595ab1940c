import { markerAssignments } from "./setting-markers";
import { testSmtpUser } from "./test-smtp-server";

/**
 * The production build the end-to-end tests visit: built once, then moved out of public/ to
 * a folder of its own (its consent script and addresses are the tests'), and served there by
 * the production server on loopback. Without public/, the next `npm run build` starts
 * clean, and `npm run serve` never serves the test build.
 */
// E2E_PORT and E2E_SMTP_PORT let two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT || 9100);
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526);

export const e2eServer = {
  baseUrl: `http://127.0.0.1:${port}`,
  siteUrl: "https://www.example.com",
  consentScriptUrl: "https://consent.invalid/consent.js",
  /** The public key of the contact form in the test build (set here, so no operator's setting leaks in). */
  apiKey: "e2e-contact-key",
  /** What the stand-in consent script defines to reopen its settings. */
  consentSettingsFunction: "ConsentStandIn.open",
  smtpPort,
  mailTo: "anfragen@agentur.example",
  publicDir: ".e2e-site",
  /** Builds the test build into publicDir (with `env`); `npm run test:deploy` builds it so too when it is missing. */
  get buildCommand() {
    // Built with marker values for the mail settings, which no file the build writes may hold
    // (e2e/every-page/no-settings-in-the-build.spec.ts); the server reads its own when it starts.
    const build = `${markerAssignments()} npx gatsby build`;
    return `${build} && rm -rf ${this.publicDir} .e2e-contact-queue.sqlite* .e2e-statistics.sqlite* && mv public ${this.publicDir}`;
  },
  get command() {
    return `${this.buildCommand} && node --import tsx server/start.ts`;
  },
  get env(): Record<string, string> {
    return {
      GATSBY_TELEMETRY_DISABLED: "1",
      SITE_URL: this.siteUrl,
      GATSBY_CONSENT_SCRIPT_URL: this.consentScriptUrl,
      GATSBY_CONSENT_SETTINGS_FUNCTION: this.consentSettingsFunction,
      GATSBY_CONTACT_API_KEY: this.apiKey,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_DIR: this.publicDir,
      // The server delivers to the test SMTP server the contact specs start.
      SMTP_URL: `smtp://${testSmtpUser.user}:${testSmtpUser.pass}@127.0.0.1:${smtpPort}`,
      MAIL_TO: this.mailTo,
      MAIL_FROM: "website@agentur.example",
      CONTACT_RATE_LIMIT: "1000",
      // A queue of the test build's own, retried every 2 s when a test stops the mail server.
      CONTACT_QUEUE_FILE: ".e2e-contact-queue.sqlite",
      CONTACT_RETRY_MAX_INTERVAL_S: "2",
      // The test build's visitor statistics, beside its queue, not in the operator's file.
      STATS_FILE: ".e2e-statistics.sqlite",
    };
  },
};
