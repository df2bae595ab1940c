/** The production build the end-to-end tests visit: built once, served on loopback. */
const port = 9100;

export const e2eServer = {
  baseUrl: `http://127.0.0.1:${port}`,
  siteUrl: "https://www.example.com",
  consentScriptUrl: "https://consent.invalid/consent.js",
  consentNonce: "e2e-nonce",
  get command() {
    return `npx gatsby build && npx gatsby serve --host 127.0.0.1 --port ${port}`;
  },
  get env(): Record<string, string> {
    return {
      GATSBY_TELEMETRY_DISABLED: "1",
      SITE_URL: this.siteUrl,
      GATSBY_CONSENT_SCRIPT_URL: this.consentScriptUrl,
      GATSBY_CONSENT_SCRIPT_NONCE: this.consentNonce,
    };
  },
};
