import type { Locator, Page } from "@playwright/test";
import { schemes } from "../../src/theme/tokens";

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

/**
 * Whether the focused element's focus ring lies wholly inside the window, not cut off at its
 * edge. The ring is the outline of the element or, where it has none, of the nearest element
 * around it that has one (a Webdesign card draws the ring of its button). A ring larger than
 * the window cannot fit and passes.
 */
export function outlineIsInViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    let ringed: Element | null = element;
    while (ringed && getComputedStyle(ringed).outlineStyle === "none") ringed = ringed.parentElement;
    if (!ringed) return true;
    const style = getComputedStyle(ringed);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = ringed.getBoundingClientRect();
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const ring = { top: box.top - reach, bottom: box.bottom + reach, left: box.left - reach, right: box.right + reach };
    if (ring.bottom - ring.top > height || ring.right - ring.left > width) return true;
    const slack = 0.5;
    return ring.top >= -slack && ring.left >= -slack && ring.bottom <= height + slack && ring.right <= width + slack;
  });
}

/** The light scheme's focus colour (src/theme/tokens.ts), as red, green and blue. */
const focusColour = [1, 3, 5].map((start) => parseInt(schemes.light.focus.slice(start, start + 2), 16));

/** Which share of the pixels the screen shows in `clip` are the focus colour (0 to 1). */
export async function focusRingShare(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = await page.screenshot({ clip });
  return page.evaluate(
    async ([base64, [red, green, blue]]) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let ring = 0;
      for (let index = 0; index < data.length; index += 4) {
        const near = Math.abs(data[index] - red) < 30 && Math.abs(data[index + 1] - green) < 30 && Math.abs(data[index + 2] - blue) < 40;
        if (near) ring++;
      }
      return ring / (data.length / 4);
    },
    [png.toString("base64"), focusColour] as const,
  );
}
