import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

// A page without islands is the same with JavaScript off; the kinds of page with islands must be
// readable and styled without it too.
test("each kind of page with islands is readable and styled with JavaScript off", async ({ page }) => {
  for (const kind of pageKinds) {
    await page.goto(kind.path);
    if ((await page.locator("[data-island]").count()) === 0) continue;
    await expect(page.getByText(kind.text, { exact: false }).first()).toBeVisible();
    await expect(page.locator("h1")).toBeVisible();
    // Styles come with the HTML: the system font stack and the page background are applied.
    const body = await page.locator("body").evaluate((el) => {
      const style = getComputedStyle(el);
      return { font: style.fontFamily, background: style.backgroundColor, margin: style.margin };
    });
    expect(body.font, kind.path).toContain("system-ui");
    expect(body.background, kind.path).toBe("rgb(245, 246, 251)");
    expect(body.margin, kind.path).toBe("0px");
  }
});
