import { expect, test } from "@playwright/test";
import { waitForIslands } from "../support/open-hydrated";

// `gatsby develop` (playwright.develop.config.ts) shows what the build ships: each island on its
// own root from its JSON props, waking when its file says, and the hero's motion, which no component renders.
test("the Webdesign page's islands wake on their own roots in gatsby develop as on a built page, and the hero moves", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/webdesign/");
  await waitForIslands(page);
  // The hero first: a click on a card scrolls it off screen, where it rests.
  const icon = page.locator('[data-island="hero-motion"] section div[aria-hidden] > div > span').first();
  const before = await icon.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(() => icon.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
  // Below the fold, the cards sleep until they come into view; the click that brings them there opens one.
  const cards = page.locator('[data-island="webdesign-cards"]');
  await expect(cards).toHaveAttribute("data-wake", "visible");
  await expect(cards.getByRole("button").first()).toBeAttached();
  await expect(cards).not.toHaveAttribute("data-hydrated");
  expect(JSON.parse((await cards.getAttribute("data-props"))!)).toHaveProperty("cards");

  const first = cards.getByRole("button").first();
  await first.click();
  await expect(cards).toHaveAttribute("data-hydrated", "");
  await expect(first).toHaveAttribute("aria-expanded", "true");

  expect(errors).toEqual([]);
});
