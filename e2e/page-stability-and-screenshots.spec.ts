import { articles } from "./support/blog";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

// The pages with moving parts or images, and every article with an image in its text (content/blog/).
const articlesWithImages = articles.filter((article) => article.images.length > 0).map((article) => article.path);

for (const path of ["/webdesign/", "/team/", "/projects/", ...articlesWithImages]) {
  test(`${path} does not shift its layout (CLS < 0.01)`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(cls).toBeLessThan(0.01);
  });
}

test("a full-page screenshot of every route is attached to the report", async ({ page }, testInfo) => {
  // One page load and one full-page screenshot per route, about 3 s each on a busy 2-core machine.
  test.setTimeout(routes.length * 10_000);
  for (const route of routes) {
    await page.goto(route.path);
    await page.waitForLoadState("networkidle");
    const name = `${testInfo.project.name}${route.path === "/" ? "-home" : route.path.replace(/\//g, "-").replace(/-$/, "")}.png`;
    await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  }
  expect(testInfo.attachments.filter((a) => a.contentType === "image/png")).toHaveLength(routes.length);
});
