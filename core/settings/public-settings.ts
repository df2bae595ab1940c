import { DEFAULT_CONTACT_API_KEY } from "../contact/contact-request";

/** The settings the browser needs, each as a literal `process.env.GATSBY_…` for Gatsby's webpack to replace (public only). */
export const publicSettings = {
  contactApiKey: process.env.GATSBY_CONTACT_API_KEY?.trim() || DEFAULT_CONTACT_API_KEY,
  consentScriptUrl: process.env.GATSBY_CONSENT_SCRIPT_URL?.trim() || undefined,
  /** Whether a consent script is configured: the privacy policy describes the consent tool only then. */
  consentScriptConfigured: Boolean(process.env.GATSBY_CONSENT_SCRIPT_URL?.trim()),
  consentSettingsFunction: process.env.GATSBY_CONSENT_SETTINGS_FUNCTION?.trim() || undefined,
};
