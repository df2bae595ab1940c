import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// The kinds of page with moving parts or images: the Webdesign page, the team, the projects, and
// the article (one with images in its text where there is one). Full-page screenshots of every
// kind of page are attached to the report by audit-every-kind-of-page.spec.ts.
const withImagesOrMotion = pageKinds.filter((kind) => ["Webdesign", "team", "projects", "article"].includes(kind.kind));

for (const { path } of withImagesOrMotion) {
  test(`${path} does not shift its layout (CLS < 0.01)`, async ({ page }) => {
    await page.goto(path);
    await networkQuiet(page);
    await page.mouse.wheel(0, 2500);
    // What the scroll brought into view (lazy images) has loaded and been laid out.
    await networkQuiet(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
