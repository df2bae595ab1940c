import type { MailMessage } from "../compose-contact-mail";

/** One stored contact request: the mail as it will be sent, and where its delivery stands. */
export interface QueuedMail {
  /** The file's name without `.json`: the time it arrived (ms) and a random part, so names sort by age. */
  id: string;
  /** Set once when stored and sent with every attempt, so a receiving server can tell a repeat. */
  messageId: string;
  receivedAt: string;
  /** When the retry period started: the arrival, or the operator's manual retry. */
  queuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The last failure in a few words, never the message's content. */
  lastError?: string;
  mail: MailMessage;
}

/** The arrival time encoded in an id (NaN for a file that is not one of ours). */
export const receivedAtOf = (id: string) => Number(id.split("-", 1)[0]);

/** The domain of the sender address, for Message-IDs that belong to the site. */
export function messageIdDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  const domain = address.split("@")[1]?.trim();
  return domain && /^[a-z0-9.-]+$/i.test(domain) ? domain : "localhost";
}

export function parseQueuedMail(text: string): QueuedMail {
  const value = JSON.parse(text) as QueuedMail;
  if (typeof value?.id !== "string" || typeof value.messageId !== "string" || typeof value.mail?.to !== "string") {
    throw new Error("not a queued contact request");
  }
  return value;
}
