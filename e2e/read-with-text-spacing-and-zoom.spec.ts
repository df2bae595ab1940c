import { TEXT_SPACING_CSS } from "./support/clipped-text";
import { expect, test } from "./support/test";
import { openHydrated } from "./support/open-hydrated";
import { fragmentIds } from "../src/components/layout/fragment-ids";

const cardsId = fragmentIds.webdesignCards;

// WCAG 1.4.12 Text Spacing: with the text-spacing overrides applied, every Webdesign card's
// open description still fits (every kind of page at rest, and at 200 % zoom, is checked in
// audit-every-kind-of-page.spec.ts). The overrides are
// a style of the test's own, which the Content-Security-Policy admits only through Playwright's
// bypass (a visitor's user style or bookmarklet is not subject to it either).
test.use({ bypassCSP: true });

test("every Webdesign card's open description fits its card with the text-spacing overrides", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const buttons = page.locator(`#${cardsId} h3 button`);
  for (let index = 0; index < (await buttons.count()); index++) {
    await buttons.nth(index).focus();
    await buttons.nth(index).press("Enter");
    await expect(page.locator(`#${cardsId}-card-${index}`)).toBeVisible();
    // The description covers its card from the bottom; its top must stay inside the card.
    const fits = await page.locator(`#${cardsId}-card-${index}`).evaluate((description) => {
      const card = description.parentElement!.getBoundingClientRect();
      const box = description.getBoundingClientRect();
      return box.top >= card.top - 1 && box.bottom <= card.bottom + 1;
    });
    expect(fits, `card ${index + 1}`).toBe(true);
  }
});
