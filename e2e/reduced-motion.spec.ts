import { expect, test } from "./support/test";
import { content } from "./support/content";
import { networkQuiet } from "./support/network-quiet";

test.use({ reducedMotion: "reduce" });

test("with reduced motion nothing moves and the typewriter shows its text at once", async ({ page }) => {
  await page.goto("/webdesign/");
  await networkQuiet(page);
  const icons = page.locator("section div[aria-hidden] span").first();
  const before = await icons.evaluate((el) => getComputedStyle(el).transform);
  await page.waitForTimeout(800);
  expect(await icons.evaluate((el) => getComputedStyle(el).transform)).toBe(before);

  const box = page.locator('[data-testid="typewriter"]');
  await box.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, window.innerHeight / 4));
  const full = content<{ typewriter: { text: string } }>("services/webdesign.md").typewriter.text;
  // In view, the typewriter shows its text whole as soon as its island has run.
  await expect(box.locator("[data-typed]")).toHaveText(full, { timeout: 15_000 });

  // Nothing moves, so there is nothing to pause; the retro banner's text stands in its box.
  await expect(page.getByRole("button", { name: /anhalten$/ })).toHaveCount(0);
  const banner = page.locator("[data-marquee]");
  await banner.scrollIntoViewIfNeeded();
  const textStartsInBox = await banner.evaluate((box) => {
    const range = document.createRange();
    range.selectNodeContents(box.querySelector("span")!);
    return range.getBoundingClientRect().left < box.getBoundingClientRect().right;
  });
  expect(textStartsInBox).toBe(true);
});

test("with reduced motion a founder card turns over at once", async ({ page }) => {
  await page.goto("/team/");
  await networkQuiet(page);
  const card = page.getByRole("group").first();
  // Focused before or after its island has run, it turns over once it has.
  await card.focus();
  await expect(card).toHaveAttribute("data-flipped", "true", { timeout: 15_000 });
  const back = card.locator("> div").nth(1);
  await expect.poll(() => back.evaluate((el) => getComputedStyle(el).transform)).toBe("matrix(1, 0, 0, 1, 0, 0)");
});
