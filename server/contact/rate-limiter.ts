/** Clients remembered at most: about 280 bytes each with an IPv6 key (measured), 14 MB at the cap. */
export const DEFAULT_MAX_CLIENTS = 50_000;

/**
 * A fixed window per client, in memory: at most `limit` requests per `windowMs`. A client is forgotten at the first
 * check after a window has passed since its last request (the privacy policy says so); at `maxClients`, the least
 * recent goes. Each check re-inserts its client at the end of the Map (insertion order), so the least recent are in front.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxClients = DEFAULT_MAX_CLIENTS,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxClients?: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number; lastSeen: number }>();

  /** Whether `client` may send now, and if not, in how many seconds it may try again. */
  function check(client: string): { allowed: boolean; retryAfterS: number } {
    const time = now();
    for (const [idle, window] of windows) {
      if (time - window.lastSeen < windowMs) break;
      windows.delete(idle);
    }
    let window = windows.get(client);
    windows.delete(client);
    if (!window || time - window.start >= windowMs) window = { start: time, count: 0, lastSeen: time };
    window.lastSeen = time;
    windows.set(client, window);
    if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    window.count += 1;
    if (window.count <= limit) return { allowed: true, retryAfterS: 0 };
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
  }

  return Object.defineProperty(check, "size", { get: () => windows.size }) as typeof check & { readonly size: number };
}
