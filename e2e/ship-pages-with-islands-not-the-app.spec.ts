import type { Page, Request } from "@playwright/test";
import { dismissConsentStandIn, watchViolations } from "./support/csp-violations";
import { notFoundPath, pageKinds } from "./support/routes";
import { waitForIslands } from "./support/open-hydrated";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// No page runs Gatsby's app: the browser shows the server-rendered HTML, loads the consent script
// after the first paint and, on a page with interactive parts, each part's island, which hydrates
// on its own. Links are ordinary page loads. (Every route's HTML names its scripts:
// e2e/every-page/heads.spec.ts.)

const isIsland = (url: string) => new URL(url).pathname.startsWith("/islands/");
const ownOrigin = (url: string) => new URL(url).origin === new URL(e2eServer.baseUrl).origin;

/** Console errors and uncaught exceptions; a browser logs the 404 page's own status as an error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !(page.url().endsWith(notFoundPath) && /status of 404/.test(message.text()))) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens `path` and returns the addresses of the scripts and our own data it loaded once its islands ran and the network is idle. */
async function loadedBy(page: Page, path: string, status: number): Promise<{ scripts: string[]; data: string[] }> {
  const scripts: string[] = [];
  const data: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if ((request.resourceType() === "fetch" && ownOrigin(request.url())) || request.url().includes("page-data")) data.push(request.url());
  };
  page.on("request", record);
  // The loader adds the scripts once the page is painted; the consent script comes first.
  const consent = page.waitForRequest(e2eServer.consentScriptUrl);
  expect((await page.goto(path))?.status(), path).toBe(status);
  await consent;
  await dismissConsentStandIn(page);
  await waitForIslands(page);
  await networkQuiet(page);
  page.off("request", record);
  return { scripts, data };
}

// In every engine (playwright.config.ts): a page of each kind, with a consent script from another
// origin that adds a banner, a style sheet and a request.
test("a page of each kind loads the consent script and its islands, and nothing of Gatsby's app, router or data, without an error or a policy violation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  for (const { path, text, status } of pageKinds) {
    const { scripts, data } = await loadedBy(page, path, status);
    await expect(page.getByText(text).first(), path).toBeVisible();
    expect(scripts[0], path).toBe(e2eServer.consentScriptUrl);
    expect(
      scripts.slice(1).filter((url) => !isIsland(url)),
      path,
    ).toEqual([]);
    expect(data, path).toEqual([]);
    expect(await page.evaluate(() => "___loader" in window || "___webpackCompilationHash" in window), path).toBe(false);
    const islands = await page.locator("[data-island]").count();
    // Marked as scripted only where islands run, so elsewhere the layouts for visitors without JavaScript apply.
    expect(await page.evaluate(() => document.documentElement.className), path).toBe(islands > 0 ? "js" : "");
    if (islands === 0) expect(scripts, path).toEqual([e2eServer.consentScriptUrl]);
    // Every rule the islands render is in the page's head already: emotion's stylesheet code never loads (plugins/gatsby-plugin-islands/runtime/emotion-cache.ts).
    expect(await page.locator("style[data-emotion]").count(), path).toBe(0);
  }
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test("a tap before the islands have run is not lost: the call to action leads to the form, More Info opens by the browser alone", async ({
  page,
}) => {
  await page.route("**/islands/**", (route) => route.abort());
  await page.goto("/ai/");
  await page.locator("main a[data-opens-contact-dialog]").first().click();
  await expect(page).toHaveURL("/kontakt/");
  await expect(page.locator("main form")).toBeVisible();

  await page.goto("/projects/");
  const moreInfo = page.getByRole("button", { name: /^More Info/ }).first();
  await moreInfo.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("h2")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(moreInfo).toBeFocused();
});

test("a link is an ordinary page load, prefetched while the pointer rests on it", async ({ page, browserName, isMobile }) => {
  test.skip(isMobile, "hover needs a mouse");
  test.skip(browserName !== "chromium", "Speculation Rules are Chromium's; other browsers simply follow the link");
  await page.goto("/");
  await networkQuiet(page);
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
