/**
 * One value per server process. `gatsby serve` deletes a function's module from the
 * require cache and loads it again for every request, so module-level state (the rate
 * limiter's counts, the SMTP transport) would start afresh each time; on globalThis it
 * lives as long as the process.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`agentur-website.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  if (store[key] === undefined) store[key] = create();
  return store[key] as T;
}
