import { DEFAULT_CONTACT_API_KEY } from "../contact/contact-request";

/**
 * The settings the browser's JavaScript needs. Gatsby's webpack replaces each literal
 * `process.env.GATSBY_…` with its value at build, so they are read here by name, one by one;
 * only `public` settings of the table may appear (a unit test checks it).
 */
export const publicSettings = {
  /** The public key the dialog sends; a speed bump for scripts, not a secret. */
  contactApiKey: process.env.GATSBY_CONTACT_API_KEY?.trim() || DEFAULT_CONTACT_API_KEY,
  /** The third-party consent script every page adds after its first paint, if configured (consent-script.ts). */
  consentScriptUrl: process.env.GATSBY_CONSENT_SCRIPT_URL?.trim() || undefined,
  /** Whether a consent script is configured: the privacy policy describes the consent tool only then. */
  consentScriptConfigured: Boolean(process.env.GATSBY_CONSENT_SCRIPT_URL?.trim()),
  /** The consent provider's function that reopens its settings, if configured. */
  consentSettingsFunction: process.env.GATSBY_CONSENT_SETTINGS_FUNCTION?.trim() || undefined,
};
