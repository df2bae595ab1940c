import path from "path";
import type { Settings } from "../../core/settings/read-settings";

export interface StatisticsSettings {
  enabled: boolean;
  /** The SQLite file, resolved against the server's folder. */
  file: string;
  retentionMonths: number;
  weeklyMail: boolean;
}

/** The visitor statistics' settings (docs/operations.md, "Visitor statistics"). */
export function statisticsSettingsFrom(settings: Settings, cwd = process.cwd()): StatisticsSettings {
  return {
    enabled: settings.STATS_ENABLED,
    file: path.resolve(cwd, settings.STATS_FILE),
    retentionMonths: settings.STATS_RETENTION_MONTHS,
    weeklyMail: settings.STATS_WEEKLY_MAIL,
  };
}
