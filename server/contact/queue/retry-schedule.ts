/**
 * How long the worker keeps trying, in seconds (docs/operations.md, "Contact queue"): by default 15 s,
 * 30 s, 1 min, 2 min … then every 15 minutes, for 5 days, about 480 attempts at most (queue-settings.ts).
 */
export interface RetrySchedule {
  /** Wait before the first retry. */
  firstRetryS: number;
  /** The wait doubles after each failure up to this. */
  maxIntervalS: number;
  /** After this long since the request was queued, a temporary failure becomes final. */
  giveUpAfterS: number;
}

/** The wait after the `failures`-th failed attempt (1 for the first), in milliseconds. */
export function retryDelayMs(schedule: RetrySchedule, failures: number): number {
  const doubled = schedule.firstRetryS * 2 ** Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(doubled, schedule.maxIntervalS) * 1000;
}

/** Whether a request queued at `queuedAt` has used up its retry period at `now`. */
export const retryPeriodIsOver = (schedule: RetrySchedule, queuedAt: Date, now: Date) =>
  now.getTime() - queuedAt.getTime() >= schedule.giveUpAfterS * 1000;
