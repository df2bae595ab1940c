/** Blanks out e-mail addresses: an SMTP answer may quote the recipient, the log must not. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[Adresse]");

/**
 * Sorts a nodemailer error as mail servers do (RFC 5321, 4.2.1): a 5xx answer to the message is
 * permanent; a 4xx answer, a refused connection or a timeout is temporary. A 5xx answer to the login
 * (`EAUTH`) is the operator's setting, not the message's fault: retried like an outage, so fixing the
 * password delivers what waited. The reason is a few words for the log and the operator's listing.
 */
export function classifyDeliveryError(error: unknown): { permanent: boolean; reason: string } {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const answer = withoutAddresses((response ?? message ?? String(error)).split("\n")[0]).slice(0, 200);
  const reason = [code, answer].filter(Boolean).join(": ");
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
  return { permanent, reason };
}
