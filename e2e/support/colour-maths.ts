import type { Page } from "@playwright/test";

/** A colour as the browser computes it: red, green and blue from 0 to 255, and its opacity from 0 to 1. */
export type Rgba = [number, number, number, number];

/** WCAG's contrast maths, defined in the page for the checks that read its computed colours there. */
export interface ColourMaths {
  /** `rgb(…)` or `rgba(…)`; anything else is transparent. */
  parse(colour: string): Rgba;
  /** `colour` painted over `ground`, as the browser composites a translucent layer. */
  over(colour: Rgba, ground: Rgba): Rgba;
  /** WCAG's contrast ratio of two opaque colours. */
  ratio(a: Rgba, b: Rgba): number;
  /**
   * The colours behind `start`, from it outwards: translucent layers over the first gradient (each of its stops) or
   * opaque colour; where nothing is painted, the canvas (the root's background, else white).
   */
  groundsOf(start: Element | null): Rgba[];
  /** The lowest ratio of `colour` (with its own opacity) against each ground, rounded down to two decimals. */
  lowest(colour: Rgba, grounds: Rgba[]): number;
}

declare global {
  interface Window {
    colourMaths: ColourMaths;
  }
}

/** Runs in the page: self-contained, as Playwright sends its source. */
function defineColourMaths() {
  const parse = (colour: string): Rgba => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
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
  const groundsOf = (start: Element | null): Rgba[] => {
    const layers: Rgba[] = [];
    for (let node = start; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes("gradient(") ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [];
      const colour = parse(style.backgroundColor);
      const base = stops.length > 0 ? stops.map(parse) : colour[3] === 1 ? [colour] : null;
      if (base) return base.map((ground) => layers.reduce((below, layer) => over(layer, below), ground));
      if (colour[3] > 0) layers.unshift(colour);
    }
    const canvas = parse(getComputedStyle(document.documentElement).backgroundColor);
    return [layers.reduce((below, layer) => over(layer, below), canvas[3] === 1 ? canvas : ([255, 255, 255, 1] as Rgba))];
  };
  const lowest = (colour: Rgba, grounds: Rgba[]) =>
    Math.floor(Math.min(...grounds.map((ground) => ratio(over(colour, ground), ground))) * 100) / 100;
  window.colourMaths = { parse, over, ratio, groundsOf, lowest };
}

/**
 * Defines `window.colourMaths` in the page as it is now (again after each navigation). Through DevTools, as every
 * `page.evaluate`: the page's Content-Security-Policy, which refuses an inline script, does not govern it.
 */
export const withColourMaths = (page: Page) => page.evaluate(defineColourMaths);
