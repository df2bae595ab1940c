/**
 * How long the production server keeps what a visitor left: fixed here, not settings, because the
 * privacy policy states them (`retention` in content/company.de.md) and `npm run check:launch` holds
 * the policy to these numbers (gatsby/launch/check-stated-periods.ts). A shorter period needs only a
 * change here; a longer one, a changed privacy policy first.
 */
export const retentionPeriods = {
  /** A contact request the mail server does not take is retried this many hours (5 days), then marked failed. */
  contactRetryHours: 120,
  /** A failed request, and a mail in the outbox folder, is deleted after this many days. */
  contactFailedDays: 30,
  /** The visitor statistics' daily counts are deleted after this many months (a month can be compared with the year before). */
  statisticsMonths: 25,
} as const;
