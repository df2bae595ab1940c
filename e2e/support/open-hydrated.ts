import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * On a page that loads Gatsby's scripts on intent (ScriptsOnIntent), starts them as a visitor
 * reaching for its first part would, and waits until that part runs. It sends the loader the
 * event a pointer would, without moving the mouse or focus: a real hover would open a card and
 * focus would change where Tab starts. The specs that reach for parts for real are
 * ship-static-pages-without-scripts and use-the-site-in-every-engine.
 */
export async function startScriptsOnIntent(page: Page) {
  if ((await page.locator('html[data-scripts="on-intent"]').count()) === 0) return;
  const part = page.locator("main [data-waits-for-intent]").first();
  await part.dispatchEvent("mouseover");
  await expect(part).toHaveAttribute("data-interactive", { timeout: 15_000 });
}

/** Opens `path` with its scripts run (on an on-intent page, once they are started) and its requests done. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes());
  await startScriptsOnIntent(page);
  await page.waitForLoadState("networkidle");
}
