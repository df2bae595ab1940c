import { routes } from "./support/routes";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

for (const route of routes) {
  test(`${route.path} is readable and styled with JavaScript off`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByText(route.text, { exact: false }).first()).toBeVisible();
    await expect(page.locator("h1")).toBeVisible();
    // Styles come with the HTML: the system font stack and the page background are applied.
    const body = await page.locator("body").evaluate((el) => {
      const style = getComputedStyle(el);
      return { font: style.fontFamily, background: style.backgroundColor, margin: style.margin };
    });
    expect(body.font).toContain("system-ui");
    expect(body.background).toBe("rgb(245, 246, 251)");
    expect(body.margin).toBe("0px");
  });
}
