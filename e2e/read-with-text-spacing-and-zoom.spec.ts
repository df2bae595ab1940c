import { clippedText, TEXT_SPACING_CSS } from "./support/clipped-text";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";
import { openHydrated } from "./support/open-hydrated";

// WCAG 1.4.12 Text Spacing and 1.4.4 Resize Text: with the text-spacing overrides applied, and
// at 200 % zoom, no text is cut off or lost and no page scrolls sideways. The overrides are
// a style of the test's own, which the Content-Security-Policy admits only through Playwright's
// bypass (a visitor's user style or bookmarklet is not subject to it either).
test.use({ bypassCSP: true });

for (const { path } of routes) {
  test(`${path}: the text-spacing overrides cut no text off`, async ({ page }) => {
    await openHydrated(page, path);
    const viewport = page.viewportSize()!;
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    expect(await clippedText(page)).toEqual({ width: viewport.width, clipped: [] });
  });
}

test("every Webdesign card's open description fits its card with the text-spacing overrides", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const buttons = page.locator("#leistungen h3 button");
  for (let index = 0; index < (await buttons.count()); index++) {
    await buttons.nth(index).focus();
    await buttons.nth(index).press("Enter");
    await expect(page.locator(`#leistungen-card-${index}`)).toBeVisible();
    // The description covers its card from the bottom; its top must stay inside the card.
    const fits = await page.locator(`#leistungen-card-${index}`).evaluate((description) => {
      const card = description.parentElement!.getBoundingClientRect();
      const box = description.getBoundingClientRect();
      return box.top >= card.top - 1 && box.bottom <= card.bottom + 1;
    });
    expect(fits, `card ${index + 1}`).toBe(true);
  }
});

test.describe("at 200 % zoom", () => {
  // A 1280 × 800 desktop window zoomed to 200 % lays pages out in 640 × 400 CSS pixels.
  test.use({ viewport: { width: 640, height: 400 } });
  test.skip(({ isMobile }) => isMobile, "zoom is a desktop browser's function");

  for (const { path } of routes) {
    test(`${path}: nothing is cut off and nothing scrolls sideways`, async ({ page }) => {
      await openHydrated(page, path);
      expect(await clippedText(page)).toEqual({ width: 640, clipped: [] });
    });
  }
});
