import type { Page } from "@playwright/test";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

// WCAG 1.4.10: at 320 CSS px no page scrolls sideways and no word runs out of its box.
// DejaVu Sans is the widest sans-serif font a Debian machine has (the browser's fallback
// there); each page is checked as it renders and with that font forced on every element.
test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });
test.skip(({ isMobile }) => isMobile, "one 320 px viewport is enough");

const pages = [...routes.map((route) => route.path), "/kontakt/danke/", "/kontakt/fehler/", "/gibt-es-nicht/"];

/** Elements whose text is wider than their box, and the page's own width. */
function measure(page: Page) {
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

for (const path of pages) {
  test(`${path} reflows at 320 px wide`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await measure(page)).toEqual({ width: 320, overflowing: [] });
    await page.addStyleTag({ content: '* { font-family: "DejaVu Sans", sans-serif !important; }' });
    expect(await measure(page)).toEqual({ width: 320, overflowing: [] });
  });
}
