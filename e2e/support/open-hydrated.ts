import type { Page } from "@playwright/test";

/**
 * Waits until every island of the page that hydrates has (plugins/gatsby-plugin-islands/runtime/hydrate.tsx marks its
 * root): its parts respond from then on. Islands load after the first paint, each in a task of
 * its own; before that a call to action is still a link to /kontakt/.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island][data-props]")].every((root) => root.hasAttribute("data-hydrated")),
  );
}

/** Opens `path` with its islands hydrated and its requests done. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}

/** The first call to action in the page's main content: a link to /kontakt/ that opens the contact dialog once its island runs. */
export const callToAction = (page: Page) => page.locator("main a[data-opens-contact-dialog]").first();
