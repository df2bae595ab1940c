import type { LaunchFinding } from "./launch-finding";

/** What the texts say and, from the history, when they changed (undefined without a history to ask). */
export interface LegalDates {
  /** The privacy policy's "Stand", one date for every language. */
  policyDate?: string | Date | null;
  /** The privacy policy's file in each language with the day it last changed. */
  policyChanges?: readonly { file: string; changed?: string }[];
  copyrightYear?: number | null;
  /** The year copyrightYear was last entered (without a history: this year). */
  copyrightEntered?: number;
  /** The accessibility statement's "Letzte Prüfung". */
  statementReviewed?: string | Date | null;
  today: Date;
}

const day = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim().slice(0, 10));

/** The same day a year earlier (YYYY-MM-DD): a review before it is more than twelve months old. */
const yearBefore = (today: Date) => `${today.getFullYear() - 1}${day(today).slice(4)}`;

/**
 * Dates that must not fall behind: the privacy policy's "Stand" (a reader relies on it to know which version
 * applies), the footer's year (one entered after it had passed names no year the site was published in), and the
 * accessibility statement's review (a BFSG statement is kept current: within twelve months).
 */
export function checkLegalDates(
  dates: LegalDates,
  where: { policyDate: string; copyrightYear: string; statementReviewed: string },
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  if (!dates.policyDate) {
    findings.push({ where: where.policyDate, what: "the privacy policy has no date (Stand): enter the day of its last change as date" });
  } else {
    for (const { file, changed } of dates.policyChanges ?? []) {
      if (!changed || day(dates.policyDate) >= changed) continue;
      findings.push({
        where: where.policyDate,
        what: `the privacy policy's date (Stand) ${day(dates.policyDate)} is older than the last change of ${file} on ${changed}: set date to the day it last changed`,
      });
    }
  }
  const entered = dates.copyrightEntered ?? dates.today.getFullYear();
  if (typeof dates.copyrightYear !== "number" || dates.copyrightYear < entered) {
    findings.push({
      where: where.copyrightYear,
      what:
        `the footer says © ${dates.copyrightYear ?? "(no year)"}, a year before the site went live (the year was entered in ${entered}): ` +
        `enter the year the site is first published as copyrightYear`,
    });
  }
  if (!dates.statementReviewed) {
    findings.push({
      where: where.statementReviewed,
      what: "the accessibility statement has no date of its last review (Letzte Prüfung): review it and enter the day as date",
    });
  } else if (day(dates.statementReviewed) < yearBefore(dates.today)) {
    findings.push({
      where: where.statementReviewed,
      what:
        `the accessibility statement was last reviewed on ${day(dates.statementReviewed)}, more than twelve months ago: ` +
        "review the site against it (docs/accessibility.md), correct what changed and enter the day of the review as date",
    });
  }
  return findings;
}
