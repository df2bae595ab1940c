import type { Page } from "@playwright/test";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";
import { openProjectModal } from "./support/open-project-modal";

// WCAG 2.5.8 Target Size (Minimum): every target is at least 24 × 24 CSS px, or a 24 px circle
// around it touches no other target. Links inside running text are exempt (the line height of
// the text around them sets their size).

/** Every visible target that is too small and too close to another one. */
function crowdedTargets(page: Page) {
  return page.evaluate(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex='0']";
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement!;
      return [...block.childNodes].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Visually hidden helpers have no box to aim at.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2];
    const distanceToBox = ([x, y]: number[], box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    return targets
      .filter(({ element, box }) => small(box) && !inSentence(element))
      .filter(({ element, box }) =>
        targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
          const here = centre(box);
          return small(other.box)
            ? Math.hypot(here[0] - centre(other.box)[0], here[1] - centre(other.box)[1]) < 24
            : distanceToBox(here, other.box) < 12;
        }),
      )
      .map(
        ({ element, box }) =>
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

for (const { path } of routes) {
  test(`${path}: every target is at least 24 × 24 px or spaced`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await crowdedTargets(page)).toEqual([]);
  });
}

test("the open dialogs' targets are at least 24 × 24 px or spaced", async ({ page }) => {
  await openProjectModal(page);
  expect(await crowdedTargets(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.goto("/ai/");
  await page.waitForLoadState("networkidle");
  await page.locator("main a[data-waits-for-intent]").first().click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(await crowdedTargets(page)).toEqual([]);
});
