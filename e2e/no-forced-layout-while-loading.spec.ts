import { forcedLayoutsDuring } from "./support/forced-layouts";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

// Hydration reads no layout after writing to the page: each frame lays the page out once.
for (const route of routes) {
  test(`${route.path} loads and hydrates without a forced synchronous layout`, async ({ page, browser }) => {
    const forced = await forcedLayoutsDuring(browser, page, async () => {
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      // The parts that hydrate in later tasks (HydrateLater) have had their turn.
      await page.waitForTimeout(500);
    });
    expect(forced).toEqual([]);
  });
}

test("the check sees a forced layout when a script reads layout after writing style", async ({ page, browser }) => {
  await page.goto("/");
  const forced = await forcedLayoutsDuring(browser, page, async () => {
    // As a page's own script would: in a task of the page (a timer), write, then read layout.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            document.body.style.paddingTop = "1px";
            resolve(void document.body.offsetHeight);
          }, 0),
        ),
    );
  });
  expect(forced.length).toBeGreaterThan(0);
});
