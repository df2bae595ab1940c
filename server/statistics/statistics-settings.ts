import path from "path";
import type { Settings } from "../../core/settings/read-settings";
import { retentionPeriods } from "../../core/retention-periods";

/** The visitor statistics' settings (docs/operations.md, "Visitor statistics"). */
export function statisticsSettingsFrom(settings: Settings) {
  return {
    enabled: settings.STATS_ENABLED,
    file: path.resolve(settings.STATS_FILE),
    /** The period the privacy policy states (core/retention-periods.ts). */
    retentionMonths: retentionPeriods.statisticsMonths,
    weeklyMail: settings.STATS_WEEKLY_MAIL,
  };
}
