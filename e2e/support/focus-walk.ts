import type { Page } from "@playwright/test";
import { focusIsVisible, outlineIsInViewport, waitForScrollingToEnd } from "./keyboard";
import { expect } from "./test";

/**
 * Tabs through the page (WCAG 2.4.11, 2.4.7): every element reached is in sight while it has
 * focus, with its whole focus ring. Returns what was reached and what was hidden or cut off.
 */
export async function walkTheFocus(page: Page): Promise<{ reached: number; hidden: string[]; cut: string[] }> {
  const hidden: string[] = [];
  const cut: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => {
      const element = document.activeElement!;
      if (element === document.body) return "body";
      return `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}" ${element.getAttribute("href") ?? ""}`;
    });
    if (id === "body") continue;
    if (seen.has(id)) break;
    seen.add(id);
    // The browser scrolls the focused element into view, smoothly where motion is welcome (on a
    // busy machine a smooth scroll over the privacy policy on a phone took longer than 2 s).
    const inSight = await expect
      .poll(() => focusIsVisible(page), { timeout: 5000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (!inSight) hidden.push(id);
    // Its whole focus ring, too, not cut off at the window's edge, once the scrolling has ended.
    await waitForScrollingToEnd(page);
    if (!(await outlineIsInViewport(page))) cut.push(id);
  }
  return { reached: seen.size, hidden, cut };
}
