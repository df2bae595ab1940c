import { gradientTextContrast } from "./support/gradient-contrast";
import { expect, test } from "./support/test";

// WCAG 1.4.3 on colour gradients: every text meets 4.5:1 (3:1 when large) against every stop
// of the gradient behind it, computed from the browser's computed styles. Every kind of page is
// measured in audit-every-kind-of-page.spec.ts; this guards the measurement itself.
test("the pages with gradients are measured at all", async ({ page }) => {
  // Guards the measurement itself: the start page's tiles sit on gradients.
  await page.goto("/");
  expect((await gradientTextContrast(page)).length).toBeGreaterThanOrEqual(4);
});
