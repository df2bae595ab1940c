import { retentionPeriods } from "../../core/retention-periods";
import type { CompanyFacts, Unchecked } from "../content-model/fill-company-tokens";
import type { LaunchFinding } from "./launch-finding";

/** The periods content/company.de.md declares and the privacy policy states (`retention`), in days (the statistics' in months). */
export type StatedPeriods = Unchecked<CompanyFacts["retention"]>;

/** How long the server keeps things, in the units of core/retention-periods.ts. */
export type KeptPeriods = { readonly [Key in keyof typeof retentionPeriods]: number };

const whole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;
const SOURCE = "core/retention-periods.ts";

/**
 * The contact queue's periods as the privacy policy states them, held to what the server does
 * (core/retention-periods.ts): it retries a request for `contactRetryHours` hours and keeps an
 * undeliverable one for `contactFailedDays` days; the visitor statistics keep daily counts for
 * `statisticsMonths` months. The policy may promise a longer period, never a shorter one.
 */
export function checkStatedPeriods(
  periods: StatedPeriods | null | undefined,
  where: (key: keyof StatedPeriods) => string,
  kept: KeptPeriods = retentionPeriods,
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const stated = periods ?? {};
  for (const key of ["serverLogDays", "contactRetryDays", "contactFailedDays", "statisticsMonths"] as const) {
    const unit = key === "statisticsMonths" ? "months" : "days";
    if (!whole(stated[key]))
      findings.push({ where: where(key), what: `retention.${key}: enter the period the privacy policy states, in whole ${unit}` });
  }
  const retryHours = kept.contactRetryHours;
  if (whole(stated.contactRetryDays) && retryHours > stated.contactRetryDays * 24) {
    findings.push({
      where: where("contactRetryDays"),
      what:
        `the privacy policy says an undeliverable request is retried for at most ${stated.contactRetryDays} days, but the server retries it for ` +
        `${retryHours} hours (${SOURCE}): set retention.contactRetryDays to at least ${Math.ceil(retryHours / 24)}`,
    });
  }
  const keepDays = kept.contactFailedDays;
  if (whole(stated.contactFailedDays) && keepDays > stated.contactFailedDays) {
    findings.push({
      where: where("contactFailedDays"),
      what:
        `the privacy policy says an undeliverable request is deleted after at most ${stated.contactFailedDays} days, but the server keeps it ` +
        `${keepDays} days (${SOURCE}): set retention.contactFailedDays to at least ${keepDays}`,
    });
  }
  const statisticsMonths = kept.statisticsMonths;
  if (whole(stated.statisticsMonths) && statisticsMonths > stated.statisticsMonths) {
    findings.push({
      where: where("statisticsMonths"),
      what:
        `the privacy policy says the visitor statistics' daily counts are deleted after ${stated.statisticsMonths} months, but the server keeps them ` +
        `${statisticsMonths} months (${SOURCE}): set retention.statisticsMonths to at least ${statisticsMonths}`,
    });
  }
  return findings;
}
