import type { Page } from "@playwright/test";
import { withColourMaths, type Rgba } from "./colour-maths";

export interface GradientTextContrast {
  /** the element holding the text, and its first words */
  text: string;
  /** the colour stops of the gradient it sits on, as the browser computed them */
  stops: string[];
  /** the lowest contrast ratio against any stop, to two decimals */
  lowest: number;
  /** 4.5 for normal text, 3 for large text (WCAG 1.4.3) */
  required: number;
}

/**
 * Every visible text on a colour gradient, with its contrast against each of the gradient's
 * stops. axe reports such text as "incomplete" (it cannot tell which part of a gradient is
 * behind a glyph), so this takes the worst case: the text must be readable on every stop.
 * Translucent layers between the text and the gradient (a tile's button, a badge) are
 * composited over each stop first, as the browser paints them.
 */
export async function gradientTextContrast(page: Page): Promise<GradientTextContrast[]> {
  await withColourMaths(page);
  return page.evaluate(() => {
    const { parse, over, ratio } = window.colourMaths;
    const stopsOf = (image: string) => image.match(/rgba?\([^)]*\)/g) ?? [];

    const results: GradientTextContrast[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Not painted, or visually hidden text for screen readers only (1 px, clipped).
      if (
        style.visibility !== "visible" ||
        box.width <= 1 ||
        box.height <= 1 ||
        element.checkVisibility({ opacityProperty: true }) === false
      )
        continue;

      // Walk out to what the text is painted on: translucent layers until a gradient or an opaque colour.
      const layers: Rgba[] = [];
      let gradientStops: string[] | null = null;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const own = getComputedStyle(node);
        const stops = stopsOf(own.backgroundImage);
        if (own.backgroundImage.includes("gradient(") && stops.length > 0) {
          gradientStops = stops;
          break;
        }
        const colour = parse(own.backgroundColor);
        if (colour[3] === 1) break;
        if (colour[3] > 0) layers.unshift(colour);
      }
      if (!gradientStops) continue;

      const fontSize = parseFloat(style.fontSize);
      const large = fontSize >= 24 || (fontSize >= 18.66 && Number(style.fontWeight) >= 700);
      const lowest = Math.min(
        ...gradientStops.map((stop) => {
          const background = layers.reduce((below, layer) => over(layer, below), over(parse(stop), [255, 255, 255, 1]));
          return ratio(over(parse(style.color), background), background);
        }),
      );
      results.push({
        text: `<${element.tagName.toLowerCase()}> ${element.textContent!.trim().slice(0, 40)}`,
        stops: gradientStops,
        lowest: Math.floor(lowest * 100) / 100,
        required: large ? 3 : 4.5,
      });
    }
    return results;
  });
}
