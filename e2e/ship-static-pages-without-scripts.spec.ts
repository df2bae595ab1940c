import type { Page } from "@playwright/test";
import { pageKinds } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// A page with nothing to interact with runs no framework code: the browser shows its
// server-rendered HTML, loads the consent script after the first paint, and follows links as
// ordinary page loads. Interactive pages load Gatsby and hydrate when a visitor reaches for a
// part; a part that moves on its own (the Webdesign hero) loads only its own script with the page.

// One page of each kind; every route's HTML names its scripts (e2e/every-page/heads.spec.ts).
const staticPages = pageKinds.filter((kind) => kind.scripts === "none").map((kind) => kind.path);
const onIntent = pageKinds.filter((kind) => kind.scripts === "on-intent").map((kind) => kind.path);
const isBundle = (url: string) => /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(url);
const isApp = (url: string) => /\/app-[0-9a-f]+\.js$/.test(url);

/** Opens `path` and returns the addresses of the scripts it loaded once the network is idle. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  // Recorded on: what the page loads later (a click's bundles) lands here too.
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.route(e2eServer.consentScriptUrl, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  // The loader adds the scripts once the page is painted; the consent script comes first.
  const consent = page.waitForRequest(e2eServer.consentScriptUrl);
  await page.goto(path);
  await consent;
  await page.waitForLoadState("networkidle");
  return scripts;
}

test("a static page of each kind loads the consent script and nothing else", async ({ page }) => {
  for (const path of staticPages) {
    expect(await loadedScripts(page, path), path).toEqual([e2eServer.consentScriptUrl]);
    // Not marked as scripted, so the layouts for visitors without JavaScript apply, and never hydrated.
    expect(await page.evaluate(() => document.documentElement.className), path).toBe("");
    expect(await page.evaluate(() => "___loader" in window || "___webpackCompilationHash" in window), path).toBe(false);
    await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.svg");
  }
});

for (const path of onIntent) {
  test(`${path} loads Gatsby only when a part is reached for, and the first click acts once the part runs`, async ({ page }) => {
    const scripts = await loadedScripts(page, path);
    if ((await page.locator("[data-moves-on-its-own]").count()) === 0) expect(scripts).toEqual([e2eServer.consentScriptUrl]);
    else {
      // The hero's motion script and the chunks it needs, without Gatsby's app.
      expect(scripts[0]).toBe(e2eServer.consentScriptUrl);
      expect(scripts.some((url) => /\/hero-motion-[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(scripts.filter(isApp)).toEqual([]);
    }
    expect(await page.evaluate(() => "___loader" in window)).toBe(false);
    const part = page.locator("main [data-waits-for-intent]").first();
    const isToggle = (await part.getAttribute("aria-pressed")) !== null;
    await part.click();
    // What the click asked for: the call to action's or the project's dialog opens, the flip card turns, or the pause control pauses.
    if (isToggle) await expect(part).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
    else await expect(page.locator("dialog[open], main [data-flipped]").first()).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(scripts.some(isBundle)).toBe(true);
    await expect(part).toHaveAttribute("data-interactive");
    await expect(part).not.toHaveAttribute("data-pending-click");
  });
}

test("a link on a static page is an ordinary page load, prefetched while the pointer rests on it", async ({
  page,
  browserName,
  isMobile,
}) => {
  test.skip(isMobile, "hover needs a mouse");
  test.skip(browserName !== "chromium", "Speculation Rules are Chromium's; other browsers simply follow the link");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const link = page.locator("main ul a").first();
  const target = (await link.getAttribute("href"))!;
  await link.hover();
  // "moderate": the browser prefetches after the pointer has rested on the link for a moment.
  await page.waitForTimeout(1_000);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await link.click();
  await expect(page).toHaveURL(target);
  // A new document (not a route change inside the old one), delivered from the prefetch.
  expect(await page.evaluate(() => "__samePage" in window)).toBe(false);
  // deliveryType is newer than TypeScript's DOM types.
  const delivery = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as unknown as { deliveryType: string }).deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
});
