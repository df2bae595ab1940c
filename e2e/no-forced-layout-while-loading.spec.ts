import { forcedLayoutsDuring } from "./support/forced-layouts";
import { expect, test } from "./support/test";

// Loading reads no layout after writing to the page: each frame lays the page out once. Every
// kind of page is traced in audit-every-kind-of-page.spec.ts; this guards the check itself.
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
