import { schemes } from "../src/theme/tokens";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

/** A colour of src/theme/tokens.ts as the browser's computed style writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(", ")})`;

// A page without islands is the same with JavaScript off; the kinds of page with islands must be
// readable and styled without it too, in the visitor's colour scheme: CSS alone picks it, so no
// script can be late with it. Chromium switches the scheme by emulation; Firefox ESR cannot
// (support/firefox-bidi.ts), so its project sets the scheme by a preference at launch and names
// it as its `colorScheme`.
test("each kind of page with islands is readable and styled with JavaScript off, in either colour scheme", async ({
  page,
  browserName,
  colorScheme,
}) => {
  const wanted: readonly (keyof typeof schemes)[] =
    browserName === "firefox" ? [colorScheme === "dark" ? "dark" : "light"] : ["light", "dark"];
  for (const kind of pageKinds) {
    await page.goto(kind.path);
    if ((await page.locator("[data-island]").count()) === 0) continue;
    await expect(page.getByText(kind.text, { exact: false }).first()).toBeVisible();
    await expect(page.locator("h1")).toBeVisible();
    for (const scheme of wanted) {
      if (browserName !== "firefox") await page.emulateMedia({ colorScheme: scheme });
      // Styles come with the HTML: the system font stack and the scheme's page background and text colour are applied,
      // and the browser is told both schemes are supported (form controls and scrollbars follow).
      const body = await page.locator("body").evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          font: style.fontFamily,
          background: style.backgroundColor,
          color: style.color,
          margin: style.margin,
          colorScheme: getComputedStyle(document.documentElement).colorScheme,
          dark: matchMedia("(prefers-color-scheme: dark)").matches,
        };
      });
      const label = `${kind.path}, ${scheme} scheme`;
      expect(body.dark, label).toBe(scheme === "dark");
      expect(body.font, label).toContain("system-ui");
      expect(body.background, label).toBe(rgb(schemes[scheme].canvas));
      expect(body.color, label).toBe(rgb(schemes[scheme].ink));
      expect(body.colorScheme, label).toBe("light dark");
      expect(body.margin, label).toBe("0px");
    }
  }
});
