import type { Page } from "@playwright/test";
import { withColourMaths } from "./colour-maths";

export interface FocusRingContrast {
  /** the focused element and its first words */
  element: string;
  /** the ring's colour and the colours around it, as the browser computed them */
  ring: string;
  grounds: string[];
  /** the lowest contrast ratio between the ring and what it is drawn on, to two decimals; 0 without a ring */
  lowest: number;
}

/**
 * WCAG 1.4.11 for the focus indicator: every element a visitor can Tab to is focused as by the keyboard, and its
 * outline (on the element, or on the ancestor that draws it round a card) is measured against the ground around that
 * element: the nearest opaque background outside it, every stop where that is a gradient, translucent layers
 * composited (colour-maths.ts). An element that shows no outline at all counts as 0 (WCAG 2.4.7).
 */
export async function focusRingContrast(page: Page): Promise<FocusRingContrast[]> {
  // A key press first: the browser then shows the ring for focus moved by script, as it would for the Tab key.
  await page.keyboard.press("Shift");
  await withColourMaths(page);
  return page.evaluate(() => {
    const { parse, groundsOf, lowest } = window.colourMaths;
    const ringOf = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return { node, colour: style.outlineColor };
      }
      return null;
    };

    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const results: FocusRingContrast[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(focusable)) {
      if (element.matches(":disabled") || element.closest("[inert], dialog:not([open])")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      if (document.activeElement !== element) continue;
      const name = `<${element.tagName.toLowerCase()}> ${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}`;
      const ring = ringOf(element);
      const grounds = ring ? groundsOf(ring.node.parentElement) : [];
      results.push({
        element: name,
        ring: ring?.colour ?? "none",
        grounds: grounds.map((colour) => `rgb(${colour.slice(0, 3).map(Math.round).join(", ")})`),
        lowest: ring ? lowest(parse(ring.colour), grounds) : 0,
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return results;
  });
}
