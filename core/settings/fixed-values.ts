/**
 * Values that were settings once and that no operator needs to turn (docs/decisions.md, "At most 25
 * settings"). The periods the privacy policy states are in core/retention-periods.ts.
 */
export const fixedValues = {
  /** A request (headers and body) must arrive whole within this time, so a client that trickles it in holds no connection. */
  requestTimeoutS: 30,
  /** SMTP connection and greeting timeout; the socket's is twice that. */
  smtpTimeoutMs: 10_000,
  /** The contact endpoint's rate limit counts CONTACT_RATE_LIMIT attempts per client over this window. */
  rateWindowS: 600,
  /**
   * Contact requests the server accepts in that window from all visitors together, over each one's CONTACT_RATE_LIMIT:
   * the agency gets a few a week, and a network of many addresses must not flood its inbox (docs/operations.md).
   */
  acceptedRequestsPerWindow: 100,
  /** SIGTERM waits this long for requests and deliveries in flight before the process exits (deploy/agentur-website.service allows for it). */
  shutdownGraceS: 25,
  /** Without SMTP, each mail becomes one .eml file in this folder, beside the server (git-ignored). */
  outboxDir: "outbox",
  /** The first retry of a delivery waits this long (or CONTACT_RETRY_MAX_INTERVAL_S, if that is shorter); each wait doubles. */
  firstRetryS: 15,
} as const;
