import { gradientTextContrast } from "./support/gradient-contrast";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

// WCAG 1.4.3 on colour gradients: every text meets 4.5:1 (3:1 when large) against every stop
// of the gradient behind it, computed from the browser's computed styles.
for (const { path } of routes) {
  test(`${path}: text on gradients has enough contrast against every colour stop`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const texts = await gradientTextContrast(page);
    expect(texts.filter((text) => text.lowest < text.required)).toEqual([]);
  });
}

test("the pages with gradients are measured at all", async ({ page }) => {
  // Guards the measurement itself: the start page's tiles sit on gradients.
  await page.goto("/");
  expect((await gradientTextContrast(page)).length).toBeGreaterThanOrEqual(4);
});
