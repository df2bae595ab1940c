import { DEFAULT_CONTACT_API_KEY } from "../contact/contact-request";
import { retentionPeriods } from "../retention-periods";
import { fixedValues } from "./fixed-values";
import { proxyHops } from "./parsers";

type Env = Partial<Record<string, string>>;

interface RemovedSetting {
  /** What takes its place, for the operator who still sets it. */
  instead: string;
  /**
   * Why ignoring the variable would change what the site does, if it would: then nothing starts
   * until it is replaced. Otherwise it is named in a warning and ignored.
   */
  changes?: (env: Env) => string | undefined;
}

const valueOf = (env: Env, name: string) => env[name]?.trim() || undefined;

/** SMTP_HOST, SMTP_PORT, SMTP_SECURE and SMTP_USER: the mail server is SMTP_URL now. */
const partOfSmtpUrl: RemovedSetting = {
  instead:
    "give the mail server as SMTP_URL, e.g. smtp://user@mail.example.com:587 (smtps://user@mail.example.com:465 for SMTP_SECURE=true), and keep the password in SMTP_PASS",
  changes: (env) => {
    if (valueOf(env, "SMTP_HOST") && !valueOf(env, "SMTP_URL")) {
      return "without SMTP_URL the server would write contact requests into the outbox folder instead of sending them";
    }
    if (valueOf(env, "SMTP_URL") && valueOf(env, "SMTP_PASS")) {
      return "SMTP_PASS now replaces the password in SMTP_URL, where SMTP_URL used to win";
    }
    return undefined;
  },
};

const statedPeriod = (what: string) => `${what}, the period the privacy policy states (core/retention-periods.ts)`;

/**
 * Variables the site read once and reads no more (docs/decisions.md, "At most 25 settings"), with
 * what replaces each. An operator's old `.env` is named at start, never silently ignored.
 */
export const removedSettings: Record<string, RemovedSetting> = {
  SMTP_HOST: partOfSmtpUrl,
  SMTP_PORT: partOfSmtpUrl,
  SMTP_SECURE: partOfSmtpUrl,
  SMTP_USER: partOfSmtpUrl,
  TRUST_PROXY_HOPS: {
    instead: "TRUST_PROXY takes the number of proxies in front of the server, e.g. TRUST_PROXY=2",
    changes: (env) => {
      let hops: number;
      try {
        hops = proxyHops(valueOf(env, "TRUST_PROXY"), "TRUST_PROXY");
      } catch {
        return undefined; // The wrong TRUST_PROXY is named on its own.
      }
      const stated = valueOf(env, "TRUST_PROXY_HOPS");
      return hops > 0 && String(hops) !== stated
        ? `with TRUST_PROXY=${valueOf(env, "TRUST_PROXY")} the server counts ${hops} ${hops === 1 ? "proxy" : "proxies"}, not the ${stated} of TRUST_PROXY_HOPS`
        : undefined;
    },
  },
  CONTACT_API_KEY: {
    instead: "the endpoint expects GATSBY_CONTACT_API_KEY, the key the pages send",
    changes: (env) =>
      valueOf(env, "CONTACT_API_KEY") !== (valueOf(env, "GATSBY_CONTACT_API_KEY") ?? DEFAULT_CONTACT_API_KEY)
        ? "it differs from GATSBY_CONTACT_API_KEY, so the endpoint would expect another key than before"
        : undefined,
  },
  GATSBY_CONSENT_SCRIPT_NONCE: { instead: "the consent script gets a new random nonce attribute on every page view" },
  CONTACT_RETRY_FIRST_S: {
    instead: `the first retry waits ${fixedValues.firstRetryS} s (or CONTACT_RETRY_MAX_INTERVAL_S, if that is shorter)`,
  },
  CONTACT_RETRY_GIVE_UP_H: { instead: statedPeriod(`a delivery is retried for ${retentionPeriods.contactRetryHours} hours`) },
  CONTACT_FAILED_KEEP_DAYS: { instead: statedPeriod(`a request in failed/ is deleted after ${retentionPeriods.contactFailedDays} days`) },
  STATS_RETENTION_MONTHS: { instead: statedPeriod(`daily counts are deleted after ${retentionPeriods.statisticsMonths} months`) },
  SMTP_TIMEOUT_MS: { instead: `the SMTP connection times out after ${fixedValues.smtpTimeoutMs / 1000} s` },
  CONTACT_RATE_WINDOW_S: { instead: `CONTACT_RATE_LIMIT counts over ${fixedValues.rateWindowS / 60} minutes` },
  SHUTDOWN_GRACE_S: { instead: `SIGTERM waits up to ${fixedValues.shutdownGraceS} s for requests and deliveries in flight` },
  MAIL_OUTBOX_DIR: { instead: `without SMTP, mails are written into ${fixedValues.outboxDir}/ in the server's folder` },
};

/**
 * The removed variables `env` still sets: `refused`, those whose old value would change what the
 * site does once ignored (nothing may start with them); `ignored`, the rest. Each message names
 * the variable and what replaces it, never its value.
 */
export function removedSettingsIn(env: Env): { refused: string[]; ignored: string[] } {
  const refused: string[] = [];
  const ignored: string[] = [];
  for (const [name, removed] of Object.entries(removedSettings)) {
    if (!valueOf(env, name)) continue;
    const change = removed.changes?.(env);
    if (change) refused.push(`${name} is no longer read (${change}): ${removed.instead}`);
    else ignored.push(`${name} is no longer read and is ignored: ${removed.instead}`);
  }
  return { refused, ignored };
}
