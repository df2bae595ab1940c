import { retentionPeriods } from "../../core/retention-periods";
import type { CompanyFacts, Unchecked } from "../content-model/fill-company-tokens";
import type { LaunchFinding } from "./launch-finding";

/** The periods the privacy policy states (content/company.de.md `retention`), in days (the statistics' in months). */
export type StatedPeriods = Unchecked<CompanyFacts["retention"]>;

/** How long the server keeps things, in the units of core/retention-periods.ts. */
export type KeptPeriods = { readonly [Key in keyof typeof retentionPeriods]: number };

const whole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;

/** Each stated period the server keeps to: the least the policy may state, what it then says, and what the server does. */
const PROMISES = [
  {
    key: "contactRetryDays",
    least: (kept: KeptPeriods) => Math.ceil(kept.contactRetryHours / 24),
    says: (stated: number) => `an undeliverable request is retried for at most ${stated} days`,
    does: (kept: KeptPeriods) => `retries it for ${kept.contactRetryHours} hours`,
  },
  {
    key: "contactFailedDays",
    least: (kept: KeptPeriods) => kept.contactFailedDays,
    says: (stated: number) => `an undeliverable request is deleted after at most ${stated} days`,
    does: (kept: KeptPeriods) => `keeps it ${kept.contactFailedDays} days`,
  },
  {
    key: "statisticsMonths",
    least: (kept: KeptPeriods) => kept.statisticsMonths,
    says: (stated: number) => `the visitor statistics' daily counts are deleted after ${stated} months`,
    does: (kept: KeptPeriods) => `keeps them ${kept.statisticsMonths} months`,
  },
] as const;

/** The periods the privacy policy states, held to what the server does: it may promise a longer period, never a shorter one. */
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
  for (const { key, least, says, does } of PROMISES) {
    const value = stated[key];
    if (!whole(value) || least(kept) <= value) continue;
    findings.push({
      where: where(key),
      what:
        `the privacy policy says ${says(value)}, but the server ${does(kept)} (core/retention-periods.ts): ` +
        `set retention.${key} to at least ${least(kept)}`,
    });
  }
  return findings;
}
