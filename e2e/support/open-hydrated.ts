import type { Page } from "@playwright/test";
import { networkQuiet } from "./network-quiet";

/**
 * Waits until the page's islands that wake by themselves are awake (plugins/gatsby-plugin-islands, "When an island
 * wakes"): those that wake at the first paint or when the browser is idle, and those a trigger has woken (the parts in
 * view). A part that wakes later (below the fold, or on intent) answers a tap all the same: the page holds the tap
 * until the part is awake.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((root) => {
      const woken = root.hasAttribute("data-woken");
      if (!woken && ["paint", "idle"].includes(root.getAttribute("data-wake")!)) return false;
      return !woken || !root.hasAttribute("data-props") || root.hasAttribute("data-hydrated");
    }),
  );
}

/** Opens `path` with the islands that wake by themselves awake and its requests done. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
  await networkQuiet(page);
}

/** The first call to action in the page's main content: a link to /kontakt/ that opens the contact dialog once its island runs. */
export const callToAction = (page: Page) => page.locator("main a[data-opens-contact-dialog]").first();
