import path from "path";
import { positiveInt } from "../contact-config";
import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from "./retry-schedule";

/** The queue's settings, read when the production server (or `npm run outbox`) starts. */
export interface QueueEnv {
  CONTACT_QUEUE_DIR?: string;
  CONTACT_RETRY_FIRST_S?: string;
  CONTACT_RETRY_MAX_INTERVAL_S?: string;
  CONTACT_RETRY_GIVE_UP_H?: string;
  CONTACT_FAILED_KEEP_DAYS?: string;
}

export interface QueueSettings {
  dir: string;
  schedule: RetrySchedule;
  /** Requests in failed/ are deleted after this many days (the privacy policy states it). */
  failedKeepDays: number;
}

export const DEFAULT_QUEUE_DIR = "contact-queue";
export const DEFAULT_FAILED_KEEP_DAYS = 30;

export function readQueueSettings(env: QueueEnv, cwd = process.cwd()): QueueSettings {
  const defaults = DEFAULT_RETRY_SCHEDULE;
  return {
    dir: path.resolve(cwd, env.CONTACT_QUEUE_DIR?.trim() || DEFAULT_QUEUE_DIR),
    schedule: {
      firstRetryS: positiveInt("CONTACT_RETRY_FIRST_S", env.CONTACT_RETRY_FIRST_S, defaults.firstRetryS),
      maxIntervalS: positiveInt("CONTACT_RETRY_MAX_INTERVAL_S", env.CONTACT_RETRY_MAX_INTERVAL_S, defaults.maxIntervalS),
      giveUpAfterS: positiveInt("CONTACT_RETRY_GIVE_UP_H", env.CONTACT_RETRY_GIVE_UP_H, defaults.giveUpAfterS / 3600) * 3600,
    },
    failedKeepDays: positiveInt("CONTACT_FAILED_KEEP_DAYS", env.CONTACT_FAILED_KEEP_DAYS, DEFAULT_FAILED_KEEP_DAYS),
  };
}
