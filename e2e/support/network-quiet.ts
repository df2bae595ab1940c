import type { Page } from "@playwright/test";

/**
 * How long no request may be in flight before a page counts as settled. Playwright's "networkidle" waits 500 ms of
 * quiet after every load, 450 times a run; on loopback a page's next request (an image, an island, the consent script
 * after the first paint) starts within a few milliseconds of the last one's end.
 */
const QUIET_MS = 150;

type Requests = { inFlight: number; changedAt: number };

const tracked = new WeakMap<Page, Requests>();

/** Counts `page`'s requests in flight from now on; the test fixture (test.ts) calls it for every test's page. */
export function trackRequests(page: Page) {
  const requests: Requests = { inFlight: 0, changedAt: Date.now() };
  const change = (by: number) => {
    requests.inFlight += by;
    requests.changedAt = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  tracked.set(page, requests);
}

/**
 * Resolves once `page` has loaded and no request has been in flight for QUIET_MS. A page the fixture did not make
 * (`browser.newPage()`) falls back to Playwright's "networkidle".
 */
export async function networkQuiet(page: Page) {
  const requests = tracked.get(page);
  if (!requests) return page.waitForLoadState("networkidle");
  await page.waitForLoadState("load");
  for (;;) {
    const quietFor = Date.now() - requests.changedAt;
    if (requests.inFlight <= 0 && quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, requests.inFlight > 0 ? 20 : QUIET_MS - quietFor));
  }
}
