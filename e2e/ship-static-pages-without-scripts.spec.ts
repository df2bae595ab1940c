import type { Page } from "@playwright/test";
import { otherStaticPages, routes } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// A page with nothing to interact with runs no framework code: the browser shows its
// server-rendered HTML, loads the consent script after the first paint, and follows links as
// ordinary page loads. Interactive pages still load Gatsby and hydrate.

const staticPages = [...routes.filter((route) => route.isStatic).map((route) => route.path), ...otherStaticPages];
const interactivePages = routes.filter((route) => !route.isStatic).map((route) => route.path);

/** Opens `path` and returns the addresses of the scripts it loaded once the network is idle. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.route(e2eServer.consentScriptUrl, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

for (const path of staticPages) {
  test(`${path} loads the consent script and nothing else`, async ({ page }) => {
    expect(await loadedScripts(page, path)).toEqual([e2eServer.consentScriptUrl]);
    // Not marked as scripted, so the layouts for visitors without JavaScript apply, and never hydrated.
    expect(await page.evaluate(() => document.documentElement.className)).toBe("");
    expect(await page.evaluate(() => "___loader" in window || "___webpackCompilationHash" in window)).toBe(false);
    await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.svg");
  });
}

for (const path of interactivePages) {
  test(`${path} loads Gatsby and hydrates`, async ({ page }) => {
    const scripts = await loadedScripts(page, path);
    expect(scripts[0]).toBe(e2eServer.consentScriptUrl);
    expect(scripts.some((url) => /\/app-[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
    await page.waitForFunction(() => "___loader" in window);
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
