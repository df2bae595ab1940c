import path from "path";
import { readSettings, type SettingsEnv } from "../core/settings/read-settings";
import { fixedValues } from "../core/settings/fixed-values";
import { contactConfigFrom } from "./contact/contact-config";
import { retentionPeriods } from "../core/retention-periods";
import { hstsEnabled, type SharedHeaderOptions } from "../core/security-headers";

/** Everything the production server reads from its environment, once, when it starts. */
export type ServerSettings = ReturnType<typeof readServerSettings>;

/**
 * Reads and checks the settings (core/settings/); a wrong value throws a SettingError naming it, which stops the start.
 * The periods of the contact queue are the privacy policy's (core/retention-periods.ts).
 */
export function readServerSettings(env: SettingsEnv | NodeJS.ProcessEnv) {
  const settings = readSettings(env);
  const security: SharedHeaderOptions = { hsts: hstsEnabled(settings.SITE_URL, settings.HSTS), noindex: settings.DEPLOY_PREVIEW };
  return {
    host: settings.HOST,
    port: settings.PORT,
    publicDir: path.resolve(settings.PUBLIC_DIR),
    security,
    contact: contactConfigFrom(settings),
    /** The contact queue (docs/operations.md, "Contact queue"). */
    queue: {
      file: path.resolve(settings.CONTACT_QUEUE_FILE),
      /** In seconds: by default 15 s, 30 s, 1 min, 2 min … then every 15 minutes; after 5 days a temporary failure is final. */
      schedule: {
        firstRetryS: Math.min(fixedValues.firstRetryS, settings.CONTACT_RETRY_MAX_INTERVAL_S),
        maxIntervalS: settings.CONTACT_RETRY_MAX_INTERVAL_S,
        giveUpAfterS: retentionPeriods.contactRetryDays * 24 * 3600,
      },
      /** How long a failed request, and a mail in the outbox folder, is kept. */
      failedKeepMs: retentionPeriods.contactFailedDays * 24 * 3600_000,
      outboxDir: path.resolve(fixedValues.outboxDir),
    },
    /** The visitor statistics (docs/operations.md, "Visitor statistics"). */
    statistics: {
      enabled: settings.STATS_ENABLED,
      file: path.resolve(settings.STATS_FILE),
      weeklyMail: settings.STATS_WEEKLY_MAIL,
    },
  };
}
