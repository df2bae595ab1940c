import path from "path";
import type { Settings } from "../../../core/settings/read-settings";
import type { RetrySchedule } from "./retry-schedule";

export interface QueueSettings {
  dir: string;
  schedule: RetrySchedule;
  /** Requests in failed/ are deleted after this many days (the privacy policy states it). */
  failedKeepDays: number;
}

/** The contact queue's settings (docs/operations.md, "Contact queue"), its folder resolved against `cwd`. */
export function queueSettingsFrom(settings: Settings, cwd = process.cwd()): QueueSettings {
  return {
    dir: path.resolve(cwd, settings.CONTACT_QUEUE_DIR),
    schedule: {
      firstRetryS: settings.CONTACT_RETRY_FIRST_S,
      maxIntervalS: settings.CONTACT_RETRY_MAX_INTERVAL_S,
      giveUpAfterS: settings.CONTACT_RETRY_GIVE_UP_H * 3600,
    },
    failedKeepDays: settings.CONTACT_FAILED_KEEP_DAYS,
  };
}
