import path from "path";
import { readSettings, type SettingsEnv } from "../core/settings/read-settings";
import { fixedValues } from "../core/settings/fixed-values";
import { contactConfigFrom } from "./contact/contact-config";
import { queueSettingsFrom } from "./contact/queue/queue-settings";
import { retentionPeriods } from "../core/retention-periods";
import { hstsEnabled, type SharedHeaderOptions } from "../core/security-headers";

/** Everything the production server reads from its environment, once, when it starts. */
export type ServerSettings = ReturnType<typeof readServerSettings>;

/** Reads and checks the settings (core/settings/); a wrong value throws a SettingError naming it, which stops the start. */
export function readServerSettings(env: SettingsEnv | NodeJS.ProcessEnv) {
  const settings = readSettings(env);
  const security: SharedHeaderOptions = { hsts: hstsEnabled(settings.SITE_URL, settings.HSTS), noindex: settings.DEPLOY_PREVIEW };
  return {
    host: settings.HOST,
    port: settings.PORT,
    publicDir: path.resolve(settings.PUBLIC_DIR),
    security,
    contact: contactConfigFrom(settings),
    queue: queueSettingsFrom(settings),
    /** The visitor statistics (docs/operations.md, "Visitor statistics"); their period is the privacy policy's (core/retention-periods.ts). */
    statistics: {
      enabled: settings.STATS_ENABLED,
      file: path.resolve(settings.STATS_FILE),
      retentionMonths: retentionPeriods.statisticsMonths,
      weeklyMail: settings.STATS_WEEKLY_MAIL,
    },
    /** How long SIGTERM waits for deliveries in flight before the process exits. */
    shutdownGraceMs: fixedValues.shutdownGraceS * 1000,
  };
}
