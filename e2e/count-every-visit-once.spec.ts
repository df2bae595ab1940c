import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../server/test-support/server-process";
import { launchPrerenderingChromium } from "./support/prerendering-chromium";
import { routeAddress } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// The visitor statistics count a page view at the server's answer (docs/operations.md, "Visitor statistics"), and a
// link makes the next page ready while the pointer rests on it (plugins/gatsby-plugin-islands/README.md, "The next
// page"): Chromium prerenders it, or, where it may not (as under Playwright), prefetches its HTML. The page opened
// from either sends no request of its own, so the server counts the speculative request as the view: once, whether
// the page is then opened or not (docs/operations.md states this share). Each test runs the production server over
// the test build with its own statistics file, and reads the file after a graceful stop.

const start = "/";
// The Webdesign page: islands that wake at the first paint (the hero's motion), in view and when idle.
const next = routeAddress("services/webdesign", "de")!;
const link = `main a[href="${next}"]`;

let server: ServerProcess;
let dir: string;

test.beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "count-every-visit-"));
  server = await startServerProcess({
    ...e2eServer.env,
    PORT: "0",
    STATS_ENABLED: "true",
    STATS_FILE: path.join(dir, "statistics.sqlite"),
    CONTACT_QUEUE_FILE: path.join(dir, "contact-queue.sqlite"),
  });
});

test.afterEach(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** How the shown page reached the browser: from a prefetch (or prerender), or by a request of its own. */
const delivered = () =>
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType;

/** The time a prerendered page was shown at (0: it was not prerendered). */
const activationStart = () =>
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart;

/** Stops the server as an operator does (SIGTERM writes the counts) and reads the views per page. */
async function viewsAfterStop(): Promise<Record<string, number>> {
  server.child.kill("SIGTERM");
  await server.exit;
  const db = new DatabaseSync(path.join(dir, "statistics.sqlite"), { readOnly: true });
  try {
    const rows = db.prepare("SELECT path, sum(views) AS views FROM page_views GROUP BY path").all() as { path: string; views: number }[];
    return Object.fromEntries(rows.map((row) => [row.path, Number(row.views)]));
  } finally {
    db.close();
  }
}

test.describe("in Chromium, which prerenders", () => {
  test.skip(({ browserName, isMobile }) => browserName !== "chromium" || isMobile, "one Chromium of its own, with and without touch");

  test("hovered, then clicked: the page was made ready unseen (no island awake, no consent script), then shown, and counted once", async () => {
    const chromium = await launchPrerenderingChromium();
    try {
      const { page } = chromium;
      await page.goto(`${server.baseUrl}${start}`);
      await page.hover(link);
      const target = `${server.baseUrl}${next}`;
      await chromium.speculated("prerender", target);
      // Unseen: the loader has passed the first paint (it fetches the islands' files then), yet nothing woke.
      await expect
        .poll(() => chromium.inPrerender<number>('document.querySelectorAll("link[rel=modulepreload]").length'))
        .toBeGreaterThan(0);
      expect(
        await chromium.inPrerender(
          `({ prerendering: document.prerendering, woken: document.querySelectorAll("[data-woken], [data-hydrated]").length,
              consent: document.querySelectorAll(${JSON.stringify(`script[src="${e2eServer.consentScriptUrl}"]`)}).length })`,
        ),
      ).toEqual({ prerendering: true, woken: 0, consent: 0 });

      await page.click(link);
      // Shown from the prerender: the islands wake and the consent script comes now.
      await expect.poll(() => chromium.inShownPage("location.href").catch(() => "")).toBe(target);
      expect(await chromium.inShownPage(`(${activationStart})()`)).toBeGreaterThan(0);
      await expect
        .poll(() =>
          chromium.inShownPage(
            `[document.querySelectorAll('[data-wake="paint"][data-woken]').length > 0,
              document.querySelectorAll(${JSON.stringify(`script[src="${e2eServer.consentScriptUrl}"]`)}).length]`,
          ),
        )
        .toEqual([true, 1]);
      expect(await chromium.inShownPage(`(${delivered})()`)).toBe("navigational-prefetch");
    } finally {
      await chromium.browser.close();
    }
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });

  test("hovered, then left: the page made ready is counted once, though never shown", async () => {
    const chromium = await launchPrerenderingChromium();
    try {
      const { page } = chromium;
      await page.goto(`${server.baseUrl}${start}`);
      await page.hover(link);
      await chromium.speculated("prerender", `${server.baseUrl}${next}`);
      // Loaded to its end: nothing it runs unseen adds a view.
      await expect.poll(() => chromium.inPrerender('document.readyState + " " + document.prerendering')).toBe("complete true");
      await page.mouse.move(0, 0);
    } finally {
      await chromium.browser.close();
    }
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });

  test("tapped on a touch screen (no hover): the page is counted once", async () => {
    const chromium = await launchPrerenderingChromium();
    try {
      const { page } = chromium;
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await page.goto(`${server.baseUrl}${start}`);
      const target = `${server.baseUrl}${next}`;
      // At once: the page scrolls smoothly, and a tap mid-way would miss the link.
      await page.$eval(link, (element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      // The touch's end can reach a page already replaced by the prerendered one, which Puppeteer reports as closed.
      await page.tap(link).catch((error: Error) => {
        if (!/Target closed/.test(error.message)) throw error;
      });
      await expect.poll(() => chromium.inShownPage("location.href").catch(() => "")).toBe(target);
      expect(await chromium.inShownPage(`(${activationStart})()`)).toBeGreaterThan(0);
    } finally {
      await chromium.browser.close();
    }
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });
});

test.describe("in a Chromium that may only prefetch", () => {
  test.skip(({ browserName, isMobile }) => browserName !== "chromium" || isMobile, "Speculation Rules are Chromium's; touch below");

  /** Records the browser's prefetches of the page (Playwright's Chromium prerenders nothing: PrerenderingDisabledByDevTools). */
  async function prefetchOf(page: Page, url: string): Promise<() => Promise<void>> {
    const cdp = await page.context().newCDPSession(page);
    let ready!: () => void;
    let failed!: (error: Error) => void;
    const done = new Promise<void>((resolve, reject) => ([ready, failed] = [resolve, reject]));
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.key.url !== url) return;
      if (event.status === "Ready") ready();
      if (event.status === "Failure") failed(new Error(`prefetch of ${url} failed: ${event.prefetchStatus}`));
    });
    await cdp.send("Preload.enable");
    return () => done;
  }

  test("hovered, then clicked: the page opened from the prefetch is counted once", async ({ page }) => {
    await page.goto(`${server.baseUrl}${start}`);
    const target = `${server.baseUrl}${next}`;
    const prefetched = await prefetchOf(page, target);
    await page.hover(link);
    await prefetched();
    await page.click(link);
    await expect(page).toHaveURL(target);
    expect(await page.evaluate(delivered)).toBe("navigational-prefetch");
    // Closed as a visitor's window is, with its connections: the server's graceful stop waits for the answers the
    // page still loads, and a connection the browser keeps open for them.
    await page.context().close();
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });

  test("hovered, then left: the prefetched page is counted once, though never shown", async ({ page }) => {
    await page.goto(`${server.baseUrl}${start}`);
    const prefetched = await prefetchOf(page, `${server.baseUrl}${next}`);
    await page.hover(link);
    await prefetched();
    await page.mouse.move(0, 0);
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });

  test("tapped on a touch screen: the page is counted once", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${start}`);
      await page.locator(link).first().tap();
      await expect(page).toHaveURL(`${server.baseUrl}${next}`);
      await page.waitForLoadState();
      expect(await page.evaluate(delivered)).toBe("navigational-prefetch");
    } finally {
      await context.close();
    }
    expect(await viewsAfterStop()).toEqual({ [start]: 1, [next]: 1 });
  });
});
