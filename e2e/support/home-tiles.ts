import type { Page } from "@playwright/test";

/** The indexes of the start page's tiles that stand lifted (their hover and focus style), once transitions end. */
export async function liftedTiles(page: Page): Promise<number[]> {
  return page
    .locator("main ul a")
    .evaluateAll((links) =>
      links.flatMap((link, index) => (link.getAnimations().length === 0 && getComputedStyle(link).transform !== "none" ? [index] : [])),
    );
}
