import type { Settings } from "../../core/settings/setting-table";
import type { LaunchFinding } from "./launch-finding";

/** The periods content/company.md declares and the privacy policy states (`retention`), in days (the statistics' in months). */
export interface StatedPeriods {
  serverLogDays?: number | null;
  contactRetryDays?: number | null;
  contactFailedDays?: number | null;
  statisticsMonths?: number | null;
}

type QueueSettings = Pick<Settings, "CONTACT_RETRY_GIVE_UP_H" | "CONTACT_FAILED_KEEP_DAYS" | "STATS_RETENTION_MONTHS">;

const whole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;

/**
 * The contact queue's periods as the privacy policy states them, held to the settings the server
 * runs with: it retries a request for CONTACT_RETRY_GIVE_UP_H hours and keeps an undeliverable one
 * for CONTACT_FAILED_KEEP_DAYS days; the visitor statistics keep daily counts for
 * STATS_RETENTION_MONTHS months. The policy may promise a longer period, never a shorter one.
 */
export function checkStatedPeriods(
  periods: StatedPeriods | null | undefined,
  settings: QueueSettings,
  where: (key: keyof StatedPeriods) => string,
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const stated = periods ?? {};
  for (const key of ["serverLogDays", "contactRetryDays", "contactFailedDays", "statisticsMonths"] as const) {
    const unit = key === "statisticsMonths" ? "months" : "days";
    if (!whole(stated[key]))
      findings.push({ where: where(key), what: `retention.${key}: enter the period the privacy policy states, in whole ${unit}` });
  }
  const retryHours = settings.CONTACT_RETRY_GIVE_UP_H;
  if (whole(stated.contactRetryDays) && retryHours > stated.contactRetryDays * 24) {
    findings.push({
      where: where("contactRetryDays"),
      what:
        `the privacy policy says an undeliverable request is retried for at most ${stated.contactRetryDays} days, but the server retries it for ` +
        `${retryHours} hours (CONTACT_RETRY_GIVE_UP_H): set retention.contactRetryDays to at least ${Math.ceil(retryHours / 24)}, or lower the setting`,
    });
  }
  const keepDays = settings.CONTACT_FAILED_KEEP_DAYS;
  if (whole(stated.contactFailedDays) && keepDays > stated.contactFailedDays) {
    findings.push({
      where: where("contactFailedDays"),
      what:
        `the privacy policy says an undeliverable request is deleted after at most ${stated.contactFailedDays} days, but the server keeps it ` +
        `${keepDays} days (CONTACT_FAILED_KEEP_DAYS): set retention.contactFailedDays to at least ${keepDays}, or lower the setting`,
    });
  }
  const statisticsMonths = settings.STATS_RETENTION_MONTHS;
  if (whole(stated.statisticsMonths) && statisticsMonths > stated.statisticsMonths) {
    findings.push({
      where: where("statisticsMonths"),
      what:
        `the privacy policy says the visitor statistics' daily counts are deleted after ${stated.statisticsMonths} months, but the server keeps them ` +
        `${statisticsMonths} months (STATS_RETENTION_MONTHS): set retention.statisticsMonths to at least ${statisticsMonths}, or lower the setting`,
    });
  }
  return findings;
}
