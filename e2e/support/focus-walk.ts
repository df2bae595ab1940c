import type { Page } from "@playwright/test";
import { focusIsVisible, outlineIsInViewport } from "./keyboard";
import { applyVisitorStyle } from "./reflow";
import { expect } from "./test";

/**
 * Tabs through the page (WCAG 2.4.11, 2.4.7): every element reached is in sight while it has
 * focus, with its whole focus ring. Returns what was reached and what was hidden or cut off.
 *
 * The walk asks where focus lands, not how the page gets there: the page's smooth scrolling is
 * turned off for it, so each step is checked once its scrolling is done (two frames later),
 * instead of waiting out a smooth scroll per link on a long legal page.
 */
export async function walkTheFocus(page: Page): Promise<{ reached: number; hidden: string[]; cut: string[] }> {
  const hidden: string[] = [];
  const cut: string[] = [];
  const seen = new Set<string>();
  const restoreScrolling = await applyVisitorStyle(page, "html { scroll-behavior: auto !important; }");
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.activeElement!;
      if (element === document.body) return "body";
      return `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}" ${element.getAttribute("href") ?? ""}`;
    });
    if (id === "body") continue;
    if (seen.has(id)) break;
    seen.add(id);
    // A part that moves to show what has focus (a team card turns to its back) is given time to get there.
    const inSight = await expect
      .poll(() => focusIsVisible(page), { timeout: 5000, intervals: [50, 100, 250] })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (!inSight) hidden.push(id);
    if (!(await outlineIsInViewport(page))) cut.push(id);
  }
  await restoreScrolling();
  return { reached: seen.size, hidden, cut };
}
