export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (only when not allowed). */
  retryAfterS: number;
}

/**
 * A fixed window per client: at most `limit` requests per `windowMs`. Kept in memory,
 * which fits one server process; old windows are swept so the map stays small.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
    lastSweep = time;
  }

  return function check(client: string): RateLimitDecision {
    const time = now();
    sweep(time);
    let window = windows.get(client);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true, retryAfterS: 0 };
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
  };
}
