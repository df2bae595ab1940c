import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";

// Following a link from one page to the next: no page asks for a cross-document view transition (docs/decisions.md,
// "The next page at once, without a view transition"). One that did would make every click wait, even to a page
// without one, while the page left behind is drawn once more for the transition's snapshot.
const kindPath = (kind: string) => pageKinds.find((entry) => entry.kind === kind)!.path;

test("from one text page to the next, the new page is shown without a view transition", async ({ page }) => {
  // Recorded at the new page's `pagereveal`, where the browser would hand over a transition. Playwright's init
  // script is not subject to the pages' policy.
  await page.addInitScript(() =>
    addEventListener("pagereveal", (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      (window as unknown as { revealed: { transition: boolean } }).revealed = { transition: Boolean(transition) };
    }),
  );
  const [from, to] = [kindPath("legal page"), kindPath("projects")];
  await page.goto(from);
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(`**${to}`);
  const revealed = await page.waitForFunction(() => (window as unknown as { revealed?: { transition: boolean } }).revealed);
  expect(await revealed.jsonValue()).toEqual({ transition: false });
});
