import type { Page } from "@playwright/test";

/** The WCAG 1.4.12 text-spacing overrides, as a bookmarklet or user style applies them. */
export const TEXT_SPACING_CSS = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p {
    margin-bottom: 2em !important;
  }
`;

/**
 * Text that cannot be seen whole: an element with text whose box reaches outside an
 * ancestor that clips (overflow hidden or clip), or that clips its own text. Text meant for
 * screen readers only (1 px boxes), hidden text and boxes that scroll by design (a running
 * marquee) are left out, as is what is hidden from everyone (aria-hidden, like the contact
 * form's trap field for robots). Also returns the page's width, for horizontal scrolling.
 */
export function clippedText(page: Page): Promise<{ width: number; clipped: string[] }> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const clips = (style: CSSStyleDeclaration) => /hidden|clip/.test(style.overflowX + style.overflowY);
    const moving = (element: Element) => element.getAnimations({ subtree: true }).some((animation) => animation.playState === "running");
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!hasText || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Not for people: a form's trap for robots, decoration.
      if (element.closest("[aria-hidden='true']")) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const name = `<${element.tagName.toLowerCase()}> "${element.textContent!.trim().slice(0, 40)}"`;
      const style = getComputedStyle(element);
      if (
        clips(style) &&
        !moving(element) &&
        (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
      ) {
        clipped.push(`${name} clips its own text`);
        continue;
      }
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (!clips(getComputedStyle(ancestor)) || moving(ancestor)) continue;
        const outer = ancestor.getBoundingClientRect();
        // A box that scrolls in one direction (the phone's card row) shows the rest when scrolled.
        const scrollsX = /auto|scroll/.test(getComputedStyle(ancestor).overflowX);
        const outside =
          box.top < outer.top - 1 ||
          box.bottom > outer.bottom + 1 ||
          (!scrollsX && (box.left < outer.left - 1 || box.right > outer.right + 1));
        if (outside) {
          clipped.push(`${name} is cut off by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">`);
          break;
        }
      }
    }
    return { width: document.documentElement.scrollWidth, clipped };
  });
}
