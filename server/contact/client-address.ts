import ipaddr from "ipaddr.js";

const unmapped = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

/**
 * The visitor's address for the rate limit. Each proxy appends what it saw to `X-Forwarded-For`, so with N
 * trusted hops the client is the Nth entry from the right (as Express and fastify count `trust proxy`), with
 * fewer entries the left-most one, with none or 0 hops the connection's peer; undefined when nothing names one.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number) {
  const peer = unmapped(remoteAddress ?? "") || undefined;
  if (trustedHops < 1 || !forwardedFor) return peer;
  const hops = forwardedFor.split(",").map(unmapped).filter(Boolean);
  return hops.length === 0 ? peer : hops[Math.max(0, hops.length - trustedHops)];
}

/** What the rate limit counts: an IPv6 address by its /64, since a connection may pick any address in its /64. */
export function rateLimitKey(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const network = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(":")}::/64`;
}
