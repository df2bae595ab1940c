import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has focus (at most `limit` times); true once it has. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<boolean> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return true;
    await page.keyboard.press("Tab");
  }
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Whether the focused element can be seen (WCAG 2.4.11 Focus Not Obscured): some point of
 * its box inside the viewport shows the element itself, not something painted over it.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    // A link that wraps has one box per line; its bounding box's corners are other text.
    const points = [...element.getClientRects()].flatMap((box) =>
      [
        [0.5, 0.5],
        [0.1, 0.1],
        [0.9, 0.1],
        [0.1, 0.9],
        [0.9, 0.9],
      ].map(([x, y]) => [box.left + box.width * x, box.top + box.height * y]),
    );
    return points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
    });
  });
}
