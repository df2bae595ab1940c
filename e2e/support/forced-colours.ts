import type { Page } from "@playwright/test";
import { withColourMaths } from "./colour-maths";

/** What would not show under forced colours: each list must be empty. */
export interface ForcedColourFindings {
  /** text whose colour does not stand out from what it is drawn on (4.5:1, 3:1 when large) */
  text: string[];
  /** icons whose painted strokes and fills do not stand out from what they are drawn on (3:1) */
  icons: string[];
  /** controls (buttons, form fields, dialogs) without a visible edge of their own (3:1) */
  controls: string[];
}

/**
 * Under forced colours (Windows' contrast themes, `forced-colors: active`) the browser replaces the page's colours with
 * the visitor's few system colours and drops gradients and shadows; what the page draws by those alone vanishes. This
 * reads the page as the browser then computes it: every visible text's `color` against the ground it stands on (a
 * gradient kept by `forced-color-adjust: none` counts with every stop), every SVG shape's fill and stroke (an SVG keeps
 * its own colours unless it draws in `currentColor`), and every control's border. Text is read by its `color`:
 * Chromium reports `-webkit-text-fill-color` as the page set it (transparent for gradient text) but paints the text
 * in the forced colour.
 */
export async function forcedColourFindings(page: Page): Promise<ForcedColourFindings> {
  await withColourMaths(page);
  return page.evaluate(() => {
    const { parse, groundsOf, lowest } = window.colourMaths;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };

    const text: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!hasText || !shown(element)) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const required = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
      const contrast = lowest(parse(style.color), groundsOf(element));
      if (contrast < required) text.push(`${name(element)}: ${style.color}, ${contrast}:1`);
    }

    const icons: string[] = [];
    for (const svg of document.querySelectorAll("svg")) {
      if (!shown(svg)) continue;
      const grounds = groundsOf(svg);
      const paints: { paint: string; contrast: number }[] = [];
      for (const shape of svg.querySelectorAll("path, circle, ellipse, line, polygon, polyline, rect, text")) {
        const style = getComputedStyle(shape);
        for (const [paint, opacity] of [
          [style.fill, style.fillOpacity],
          [style.stroke, style.strokeOpacity],
        ]) {
          if (paint === "none" || !paint.startsWith("rgb")) continue;
          const colour = parse(paint);
          colour[3] *= Number(opacity);
          if (colour[3] > 0) paints.push({ paint, contrast: lowest(colour, grounds) });
        }
      }
      const best = Math.max(...paints.map((entry) => entry.contrast));
      if (paints.length > 0 && best < 3)
        icons.push(`${name(svg.closest("a, button, [aria-label]") ?? svg)}: ${paints[0].paint}, ${best}:1`);
    }

    const controls: string[] = [];
    const control = 'button, input:not([type="hidden"]), select, textarea, dialog[open], [role="button"]';
    for (const element of document.querySelectorAll(control)) {
      if (!shown(element) || element.closest("[inert]")) continue;
      const style = getComputedStyle(element);
      // A box or button the browser draws itself (appearance auto) gets its edge from the system's colours.
      if (style.appearance !== "none" && element.matches('input[type="checkbox"], input[type="radio"]')) continue;
      // A button laid over its whole card (an ::after spread over the box it is positioned in) takes its edge from the card.
      const cover = getComputedStyle(element, "::after");
      let edged: Element = element;
      if (cover.content !== "none" && cover.position === "absolute" && style.position === "static") {
        while (edged.parentElement && getComputedStyle(edged).position === "static") edged = edged.parentElement;
      }
      const edgeStyle = getComputedStyle(edged);
      const grounds = groundsOf(edged.parentElement);
      const edges = (["Top", "Right", "Bottom", "Left"] as const).filter((side) => {
        const sideStyle = edgeStyle[`border${side}Style`];
        if (sideStyle === "none" || sideStyle === "hidden" || parseFloat(edgeStyle[`border${side}Width`]) < 1) return false;
        return lowest(parse(edgeStyle[`border${side}Color`]), grounds) >= 3;
      });
      if (edges.length < 4)
        controls.push(`${name(element)}: border ${edgeStyle.borderStyle} ${edgeStyle.borderWidth} ${edgeStyle.borderColor}`);
    }
    return { text, icons, controls };
  });
}
