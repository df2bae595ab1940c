/**
 * How long the site keeps what a visitor left, in the units the privacy policy states: the server keeps to these, the
 * deploy files' journal and log rotation to `serverLogDays` (deploy/__tests__/log-retention.test.ts), and the policy's
 * `{{company.serverLogDays}}` and its siblings are filled from here, so the policy cannot state another period. A
 * change here changes the policy: give it a new date (`npm run check:launch` names a date older than this file).
 */
export const retentionPeriods = {
  /** Logs of the own server and of the web server in front of it, in days. */
  serverLogDays: 30,
  /** A contact request the mail server does not take is retried this many days, then marked failed. */
  contactRetryDays: 5,
  /** A failed request, and a mail in the outbox folder, is deleted after this many days. */
  contactFailedDays: 30,
  /** The visitor statistics' daily counts are deleted after this many months (a month can be compared with the year before). */
  statisticsMonths: 25,
} as const;
