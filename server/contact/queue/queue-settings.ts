import path from "path";
import type { Settings } from "../../../core/settings/read-settings";
import { fixedValues } from "../../../core/settings/fixed-values";
import { retentionPeriods } from "../../../core/retention-periods";

/** The contact queue's settings (docs/operations.md, "Contact queue"); its periods are the privacy policy's (core/retention-periods.ts). */
export function queueSettingsFrom(settings: Settings, cwd = process.cwd()) {
  return {
    dir: path.resolve(cwd, settings.CONTACT_QUEUE_DIR),
    schedule: {
      firstRetryS: Math.min(fixedValues.firstRetryS, settings.CONTACT_RETRY_MAX_INTERVAL_S),
      maxIntervalS: settings.CONTACT_RETRY_MAX_INTERVAL_S,
      giveUpAfterS: retentionPeriods.contactRetryHours * 3600,
    },
    /** Requests in failed/ are deleted after this long. */
    failedKeepMs: retentionPeriods.contactFailedDays * 24 * 3600_000,
  };
}
