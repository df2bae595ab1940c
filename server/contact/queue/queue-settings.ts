import path from "path";
import type { Settings } from "../../../core/settings/read-settings";
import { fixedValues } from "../../../core/settings/fixed-values";
import { retentionPeriods } from "../../../core/retention-periods";

/** The contact queue's settings (docs/operations.md, "Contact queue"); its periods are the privacy policy's (core/retention-periods.ts). */
export function queueSettingsFrom(settings: Settings) {
  return {
    file: path.resolve(settings.CONTACT_QUEUE_FILE),
    /** The wait starts at firstRetryS and doubles up to maxIntervalS; giveUpAfterS after queueing, a temporary failure is final. */
    schedule: {
      firstRetryS: Math.min(fixedValues.firstRetryS, settings.CONTACT_RETRY_MAX_INTERVAL_S),
      maxIntervalS: settings.CONTACT_RETRY_MAX_INTERVAL_S,
      giveUpAfterS: retentionPeriods.contactRetryHours * 3600,
    },
    /** How long a failed request, and a mail in the outbox folder, is kept. */
    failedKeepMs: retentionPeriods.contactFailedDays * 24 * 3600_000,
    outboxDir: path.resolve(fixedValues.outboxDir),
  };
}

export type QueueSettings = ReturnType<typeof queueSettingsFrom>;

/** How long the worker keeps trying, in seconds: by default 15 s, 30 s, 1 min, 2 min … then every 15 minutes, for 5 days. */
export type RetrySchedule = QueueSettings["schedule"];

/** The wait after the `failures`-th failed attempt (1 for the first), in milliseconds. */
export function retryDelayMs(schedule: RetrySchedule, failures: number): number {
  const doubled = schedule.firstRetryS * 2 ** Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(doubled, schedule.maxIntervalS) * 1000;
}

/** When the retry period of a request queued at `queuedAt` (ms) ends: no attempt is made from then on. */
export const retryPeriodEnd = (schedule: RetrySchedule, queuedAt: number) => queuedAt + schedule.giveUpAfterS * 1000;
