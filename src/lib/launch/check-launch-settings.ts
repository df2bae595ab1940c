import type { LaunchFinding } from "./launch-finding";

export interface LaunchEnv {
  SITE_URL?: string;
  GATSBY_CONSENT_SCRIPT_URL?: string;
  GATSBY_CONSENT_SETTINGS_FUNCTION?: string;
  GATSBY_CONTACT_API_KEY?: string;
  CONTACT_API_KEY?: string;
  SMTP_URL?: string;
  SMTP_HOST?: string;
  MAIL_TO?: string;
  MAIL_FROM?: string;
  CMS_GITHUB_REPO?: string;
}

const unset = (value: string | undefined) => !value?.trim();
const isExample = (value: string | undefined) => /example\.(com|org|net)\b/i.test(value ?? "");

/** The settings that still have their out-of-the-box values, which only suit a laptop. */
export function checkLaunchSettings(env: LaunchEnv): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const add = (where: string, what: string) => findings.push({ where, what });
  if (unset(env.SITE_URL) || isExample(env.SITE_URL)) add("SITE_URL", "still the default https://www.example.com: set the site's public address");
  if (unset(env.GATSBY_CONSENT_SCRIPT_URL)) add("GATSBY_CONSENT_SCRIPT_URL", "no cookie-consent script configured");
  if (unset(env.GATSBY_CONSENT_SETTINGS_FUNCTION)) {
    add("GATSBY_CONSENT_SETTINGS_FUNCTION", "the footer's Cookie-Einstellungen cannot reopen the provider's settings (name its function)");
  }
  const key = env.CONTACT_API_KEY?.trim() || env.GATSBY_CONTACT_API_KEY?.trim();
  if (!key || key === "local-contact-form") add("GATSBY_CONTACT_API_KEY", "the contact form still uses the default key local-contact-form");
  if (unset(env.SMTP_URL) && unset(env.SMTP_HOST)) add("SMTP_URL", "no SMTP server: contact requests would only be written to the outbox folder");
  if (unset(env.MAIL_TO) || isExample(env.MAIL_TO)) add("MAIL_TO", "the agency's inbox for contact requests is not set");
  if (unset(env.MAIL_FROM) || isExample(env.MAIL_FROM)) add("MAIL_FROM", "the sender address of contact mails is not set");
  if (unset(env.CMS_GITHUB_REPO)) add("CMS_GITHUB_REPO", "the CMS at /admin/ does not know the GitHub repository (owner/name) to open pull requests in");
  return findings;
}
