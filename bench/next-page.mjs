// npm run bench:next-page: how long a click on a link takes to show the next page, on a phone's
// CPU and network: Chromium with a 390 × 844 viewport, the CPU slowed 4× and a slow 4G network
// (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) on the page and on any page it prerenders
// (CDP, set before each page loads). The time is from the click event on the start page to the
// next page's first contentful paint, both on the same clock (each page's timeOrigin plus its own
// timestamp). Three ways, visit by visit in turn, each in a fresh browser (Puppeteer's: Chromium
// prerenders nothing under Playwright, e2e/support/prerendering-chromium.ts):
//   prerender      the pointer rests on the link until the browser has prerendered the page and
//                  it has loaded (the site's rules, "moderate"), then clicks;
//   prefetch only  the same with prerendering not allowed (CDP Page.setPrerenderingAllowed), as
//                  before the prerender rules, or where Chromium may not prerender: the page's
//                  HTML was fetched ahead, its files and first paint come after the click;
//   no rest        the click comes without the pointer resting first (a press of 100 ms): all a
//                  "conservative" rule, which speculates from the press, could start.
// Beside: when the prerendered page was shown after the click, and how long the pointer rested until
// the page was ready. "Shown" is the page's own `prerenderingchange` event (a listener the bench adds
// through DevTools before the click), not its navigation entry's activationStart: Chromium stamps
// activationStart when it begins the activation, before the page left behind has done what comes
// first (for a view transition, a snapshot of it: a frame of its own on the throttled CPU) and before
// the page is swapped in, so activationStart reads 10-20 ms after the click however long that took.
// The paint is the first-contentful-paint entry's startTime, which Chromium gives as the time the
// frame was presented, counted from the prerendered page's timeOrigin (when its prerender began),
// so plus that timeOrigin it is a wall-clock time like the click's. Medians of BENCH_RUNS (3). The
// production build in public/ (`npm run build` first; PUBLIC_DIR for another folder) is served on
// loopback (BENCH_PORT, default 9310). Exits non-zero when the prerendered click's median is over 100 ms.
/* global window, document */
import path from "node:path";
import { createRequire } from "node:module";
import { serveSite } from "./serve-site.mjs";
import { launchPrerenderingChromium } from "../e2e/support/prerendering-chromium.ts";

const require = createRequire(import.meta.url);
const { findChromium } = require("../scripts/find-chromium.cjs");

const host = "127.0.0.1";
const port = Number(process.env.BENCH_PORT ?? 9310);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const targetMs = 100;
const from = "/";
// Links on the start page: the page with the most islands, and a service page with the contact dialog.
const toPages = ["/webdesign/", "/ai/"];

/** Slows `page`'s CPU and network like a mid-range phone on slow 4G. */
function throttle(page) {
  // All sent at once, in order, before the page may go on.
  return Promise.all([
    page.send("Network.enable"),
    page.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    }),
    page.send("Emulation.setCPUThrottlingRate", { rate: 4 }),
  ]);
}

/** In the next page: the wall-clock time of its first contentful paint, once there is one. */
const firstContentfulPaintAt = () =>
  new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return;
      observer.disconnect();
      const navigation = performance.getEntriesByType("navigation")[0];
      resolve({
        at: performance.timeOrigin + paint.startTime,
        shownAt: window.benchShownAt,
        prerendered: navigation.activationStart > 0,
        delivery: navigation.deliveryType,
      });
    }).observe({ type: "paint", buffered: true }),
  );

/** In a prerendered page: notes the wall-clock time at which it is shown. */
const noteWhenShown = () =>
  document.addEventListener("prerenderingchange", () => (window.benchShownAt = performance.timeOrigin + performance.now()), {
    once: true,
  });

/** One fresh visit: the start page, then a click on the link to `to` the way `way` says; milliseconds to its paint. */
async function click(to, way) {
  const chromium = await launchPrerenderingChromium({ prepare: throttle, executablePath: findChromium() });
  try {
    const { page, shown } = chromium;
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2 });
    if (way === "prefetch only") await shown.send("Page.setPrerenderingAllowed", { isAllowed: false });
    await page.goto(`http://${host}:${port}${from}`, { waitUntil: "load", timeout: 60_000 });
    const link = `main a[href="${to}"]`;
    await page.$eval(link, (element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    // The click's time, sent out at once by a binding: the start page is gone soon after.
    let clickedAt;
    await shown.send("Runtime.addBinding", { name: "clicked" });
    shown.on("Runtime.bindingCalled", (event) => (clickedAt ??= Number(event.payload)));
    await page.$eval(link, (element) =>
      element.addEventListener("click", (event) => window.clicked(String(performance.timeOrigin + event.timeStamp)), { capture: true }),
    );
    const url = `http://${host}:${port}${to}`;
    let restMs;
    if (way !== "no rest") {
      const restFrom = Date.now();
      await page.hover(link);
      await chromium.speculated(way === "prerender" ? "prerender" : "prefetch", url);
      // Ready: the prerendered page has loaded (its images and fonts too), as it has for a pointer that rested long enough.
      for (let tries = 0; way === "prerender" && tries < 600; tries++) {
        if ((await chromium.inPrerender("document.readyState").catch(() => "")) === "complete") break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      restMs = Date.now() - restFrom;
      // When the prerendered page learns it is shown: its event's listener runs in the task that swaps it in.
      if (way === "prerender") await chromium.inPrerender(`(${noteWhenShown})()`);
    }
    // The start page may be replaced by the prerendered one before the press's end is answered.
    await page.click(link, { delay: 100 }).catch((error) => {
      if (!/Target closed/.test(error.message)) throw error;
    });
    let paint;
    for (let tries = 0; !paint && tries < 300; tries++) {
      paint = await chromium
        .inShownPage(`location.href === ${JSON.stringify(url)} ? (${firstContentfulPaintAt})() : null`)
        .catch(() => null);
      if (!paint) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!paint || clickedAt === undefined) return { failed: true };
    if (way === "prerender" && !paint.prerendered) return { notPrerendered: true };
    return { ms: paint.at - clickedAt, restMs, ...(paint.shownAt ? { shownMs: paint.shownAt - clickedAt } : {}) };
  } finally {
    await chromium.browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ways = ["prerender", "prefetch only", "no rest"];

const stop = await serveSite({
  host,
  port,
  env: { ...process.env, PUBLIC_DIR: path.resolve(process.env.PUBLIC_DIR ?? "public"), STATS_ENABLED: "false" },
});
let missed = false;
try {
  const [load] = (await import("node:os")).loadavg();
  console.log(
    `A click to the next page's first contentful paint (CPU 4×, 150 ms, 1.6 Mbit/s), medians of ${runs}; load average ${load.toFixed(1)}:`,
  );
  const results = new Map(toPages.flatMap((to) => ways.map((way) => [`${to} ${way}`, []])));
  for (let run = 0; run < runs; run++) {
    for (const to of toPages) for (const way of ways) results.get(`${to} ${way}`).push(await click(to, way));
  }
  for (const to of toPages) {
    for (const way of ways) {
      const all = results.get(`${to} ${way}`);
      const times = all.flatMap((result) => ("ms" in result ? [result.ms] : []));
      const rests = all.flatMap((result) => (result.restMs !== undefined ? [result.restMs] : []));
      const shownTimes = all.flatMap((result) => (result.shownMs !== undefined ? [result.shownMs] : []));
      const ms = times.length === runs ? median(times) : undefined;
      const good = way !== "prerender" || (ms !== undefined && ms <= targetMs);
      if (!good) missed = true;
      const figure = ms === undefined ? JSON.stringify(all) : `${Math.round(ms)} ms (${times.map(Math.round).join(", ")})`;
      const rest = rests.length
        ? `; the pointer rested ${Math.round(median(rests))} ms until ${way === "prerender" ? "prerendered" : "prefetched"}`
        : "";
      const shown = shownTimes.length ? `; shown (prerenderingchange) ${Math.round(median(shownTimes))} ms after the click` : "";
      console.log(`${good ? "  " : "✗ "}${from} → ${to}, ${way}: ${figure}${shown}${rest}`);
    }
  }
} finally {
  stop();
}
console.log(
  missed ? `A prerendered click took longer than ${targetMs} ms.` : `Every prerendered click showed its page within ${targetMs} ms.`,
);
process.exit(missed ? 1 : 0);
