import type { Page } from "@playwright/test";

/** The widest sans-serif font a Debian machine has (the browser's fallback there). */
export const WIDEST_FONT_CSS = '* { font-family: "DejaVu Sans", sans-serif !important; }';

/** Elements whose text is wider than their box, and the page's own width (WCAG 1.4.10). */
export function overflowingText(page: Page) {
  return page.evaluate(() => {
    const overflowing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.overflowX !== "visible" || element.closest("[aria-hidden='true']")) continue;
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (hasText && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        overflowing.push(`<${element.tagName.toLowerCase()}> "${element.textContent!.trim().slice(0, 40)}"`);
      }
    }
    return { width: document.documentElement.scrollWidth, overflowing };
  });
}

/**
 * Applies a visitor's own style sheet (a user style or bookmarklet), and returns a function that
 * takes it off again. A constructed style sheet is not subject to the page's
 * Content-Security-Policy, as a visitor's own styles are not, so the audit can still watch the
 * policy while it runs.
 */
export async function applyVisitorStyle(page: Page, css: string): Promise<() => Promise<void>> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { __visitorSheet: CSSStyleSheet }).__visitorSheet = sheet;
  }, css);
  return () =>
    page.evaluate(() => {
      const sheet = (window as unknown as { __visitorSheet: CSSStyleSheet }).__visitorSheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== sheet);
    });
}
