import type { Page } from "@playwright/test";

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
 * composited. An element that shows no outline at all counts as 0 (WCAG 2.4.7).
 */
export async function focusRingContrast(page: Page): Promise<FocusRingContrast[]> {
  // A key press first: the browser then shows the ring for focus moved by script, as it would for the Tab key.
  await page.keyboard.press("Shift");
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const parts = colour.match(/[\d.]+/g)!.map(Number);
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colours an element stands on: translucent layers over the first gradient or opaque colour outside it. */
    const groundsOf = (element: Element): Rgba[] => {
      const layers: Rgba[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.includes("gradient(") ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [];
        const base = stops.length > 0 ? stops.map(parse) : parse(style.backgroundColor)[3] === 1 ? [parse(style.backgroundColor)] : null;
        if (base) return base.map((colour) => layers.reduce((below, layer) => over(layer, below), colour));
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.unshift(colour);
      }
      // Nothing painted: the canvas the root's background gives (the body's, propagated), white by default.
      return [layers.reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba)];
    };
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
      const grounds = ring ? groundsOf(ring.node) : [];
      results.push({
        element: name,
        ring: ring?.colour ?? "none",
        grounds: grounds.map((colour) => `rgb(${colour.slice(0, 3).map(Math.round).join(", ")})`),
        lowest: ring ? Math.floor(Math.min(...grounds.map((ground) => ratio(over(parse(ring.colour), ground), ground))) * 100) / 100 : 0,
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return results;
  });
}
