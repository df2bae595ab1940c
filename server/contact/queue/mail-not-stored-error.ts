/** The queue could not store a request durably: the visitor must hear that it was not sent (503). */
export class MailNotStoredError extends Error {}
