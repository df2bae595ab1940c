// npm run bench:taps: how long the first tap on each interactive part takes to answer, on a
// phone: Chromium with a 390 × 844 touch viewport, the CPU slowed 4× and a slow 4G network
// (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), the part scrolled into sight and tapped one
// second after `load`. The time is from the tap's pointerdown to the first frame that shows the
// answer. Medians of BENCH_RUNS (3) fresh visits each, visit by visit in turn with the menu button
// of a reference page (AstroWind's built home page, served from its folder as the Lighthouse bench
// does; --reference=<folder>, default ../shared/peers/astrowind), tapped the same way. The production
// build in public/ (`npm run build` first, or --build) is served on loopback (BENCH_PORT, default
// 9300; the reference on the next port). Exits non-zero when a median is over 200 ms, Google's
// limit for a good interaction, or later than the reference's menu in the same run.
/* global window, document */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "@playwright/test";
import { serveFolder, serveSite } from "./serve-site.mjs";
import { fragmentIds } from "../src/components/layout/fragment-ids.ts";

const require = createRequire(import.meta.url);
const { findChromium } = require("../scripts/find-chromium.cjs");

const host = "127.0.0.1";
// The Webdesign page's cards, by the id the page gives them.
const cards = fragmentIds.webdesignCards;
const port = Number(process.env.BENCH_PORT ?? 9300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const goodMs = 200;
const referenceArgument = process.argv.find((argument) => argument.startsWith("--reference="));
const referenceDir = path.resolve(referenceArgument ? referenceArgument.slice("--reference=".length) : "../shared/peers/astrowind");
if (!existsSync(path.join(referenceDir, "index.html"))) {
  console.error(`No reference site in ${referenceDir}: pass AstroWind's built dist/ folder as --reference=<folder> (docs/performance.md).`);
  process.exit(2);
}

/** The newest published article: its call to action is measured too. */
function newestArticle() {
  const dated = readdirSync("content/blog")
    .filter((name) => name.endsWith(".de.md"))
    .map((name) => ({ name, text: readFileSync(path.join("content/blog", name), "utf8") }))
    .filter(({ text }) => !/^draft:\s*true/m.test(text))
    .map(({ name, text }) => ({ name, date: /^date:\s*"?([\d-]+)/m.exec(text)?.[1] ?? "" }))
    .sort((a, b) => (a.date < b.date ? 1 : -1));
  return `/blog/${dated[0].name.slice(0, -".de.md".length)}/`;
}

/** An English page's address, from its content file's slug (the English slugs are content). */
const english = (file) => `/en/${/^slug:\s*"?([^"\n]+)/m.exec(readFileSync(path.join("content", file), "utf8"))[1]}/`;

// Each tap: where, on what (a Playwright locator), and what on the screen answers it. The reference's comes first.
const REFERENCE = "reference: AstroWind's menu";
const taps = [
  {
    name: REFERENCE,
    path: "/",
    reference: true,
    target: (page) => page.locator("[data-aw-toggle-menu]"),
    answer: "[data-aw-toggle-menu].expanded",
  },
  {
    name: "/ai/ call to action",
    path: "/ai/",
    target: (page) => page.locator('main a[href="/kontakt/"]').first(),
    answer: "dialog[open]",
  },
  {
    name: '/projects/ "More Info"',
    path: "/projects/",
    target: (page) => page.getByRole("button", { name: /^More Info/ }).first(),
    answer: "dialog[open]",
  },
  { name: "/team/ founder card", path: "/team/", target: (page) => page.getByRole("group").first(), answer: 'main [data-flipped="true"]' },
  {
    // A card by its place, not its name, which is content.
    name: "/webdesign/ second card",
    path: "/webdesign/",
    target: (page) => page.locator(`#${cards} button[aria-controls="${cards}-card-1"]`),
    answer: `#${cards} button[aria-controls="${cards}-card-1"][aria-expanded="true"]`,
  },
  {
    name: "English service page's call to action",
    path: english("services/ai.en.md"),
    target: (page) => page.locator('main a[href="/en/contact/"]').first(),
    answer: "dialog[open]",
  },
  {
    name: "article call to action",
    path: newestArticle(),
    target: (page) => page.locator('main a[href="/kontakt/"]').first(),
    answer: "dialog[open]",
  },
];

/** One fresh visit: load, wait a second, tap; milliseconds from the pointerdown to the answer's frame. */
async function firstTap(browser, tap) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  // The consent script's host does not exist here; it would only wait for the network.
  await context.route("https://consent.invalid/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await page.goto(`http://${host}:${tap.reference ? port + 1 : port}${tap.path}`, { waitUntil: "load" });
    // The part in sight, as a visitor's thumb finds it; then the second after load.
    await tap.target(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await page.evaluate(() =>
      window.addEventListener("pointerdown", (event) => Object.assign(window, { __tapAt: window.__tapAt ?? event.timeStamp }), {
        capture: true,
      }),
    );
    const box = await tap.target(page).boundingBox();
    if (!box) throw new Error(`${tap.name}: nothing to tap`);
    const from = page.url();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answered = await page
      .waitForFunction(
        ([selector, text]) => {
          if (![...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))) return false;
          window.__answeredAt ??= performance.now();
          return true;
        },
        [tap.answer, tap.answerText ?? ""],
        { polling: "raf", timeout: 15_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (page.url() !== from) return { navigated: page.url() };
    if (!answered) return { failed: true };
    return { ms: await page.evaluate(() => window.__answeredAt - window.__tapAt) };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv.includes("--build"))
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
const stop = await serveSite({ host, port, env: process.env });
const stopReference = await serveFolder({ host, port: port + 1, root: referenceDir });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "--disable-background-networking", "--disable-component-update"],
});
let missed = 0;
try {
  console.log(`First taps on a phone (CPU 4×, 150 ms, 1.6 Mbit/s, tap 1 s after load), medians of ${runs}, the reference's beside:`);
  // Run by run, every tap in turn, so a change in the machine's load reaches the reference and the site alike.
  const results = new Map(taps.map((tap) => [tap, []]));
  for (let run = 0; run < runs; run++) for (const tap of taps) results.get(tap).push(await firstTap(browser, tap));
  const medianOf = (tap) => {
    const times = results.get(tap).flatMap((result) => ("ms" in result ? [result.ms] : []));
    return times.length === runs ? median(times) : undefined;
  };
  const referenceMs = medianOf(taps[0]);
  for (const tap of taps) {
    const times = results.get(tap).flatMap((result) => ("ms" in result ? [Math.round(result.ms)] : []));
    const other = results.get(tap).filter((result) => !("ms" in result));
    const ms = medianOf(tap);
    const figure = ms === undefined ? JSON.stringify(results.get(tap)) : `${Math.round(ms)} ms (${times.join(", ")})`;
    const good = tap.reference || (ms !== undefined && ms <= goodMs && (referenceMs === undefined || ms <= referenceMs));
    if (!good) missed += 1;
    console.log(`${good ? "  " : "✗ "}${tap.name}: ${figure}${other.length ? ` ${JSON.stringify(other)}` : ""}`);
  }
} finally {
  await browser.close();
  stop();
  stopReference();
}
console.log(
  missed === 0
    ? `Every first tap answered within ${goodMs} ms and no later than the reference's menu.`
    : `${missed} of ${taps.length - 1} first taps took longer than ${goodMs} ms or than the reference's menu.`,
);
process.exit(missed === 0 ? 0 : 1);
