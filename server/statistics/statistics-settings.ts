import path from "path";
import type { Settings } from "../../core/settings/read-settings";
import { retentionPeriods } from "../../core/retention-periods";

export interface StatisticsSettings {
  enabled: boolean;
  /** The SQLite file, resolved against the server's folder. */
  file: string;
  /** The period the privacy policy states (core/retention-periods.ts). */
  retentionMonths: number;
  weeklyMail: boolean;
}

/** The visitor statistics' settings (docs/operations.md, "Visitor statistics"). */
export function statisticsSettingsFrom(settings: Settings, cwd = process.cwd()): StatisticsSettings {
  return {
    enabled: settings.STATS_ENABLED,
    file: path.resolve(cwd, settings.STATS_FILE),
    retentionMonths: retentionPeriods.statisticsMonths,
    weeklyMail: settings.STATS_WEEKLY_MAIL,
  };
}
