import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";
import { openProjectModal } from "./support/open-project-modal";

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every axe rule of those sets, every impact: the list must be empty. axe ships its WCAG 2.2
 * target-size rule switched off, so it is switched on here (e2e/hit-every-target.spec.ts
 * measures target sizes itself as well).
 */
async function violations(page: Page) {
  // axe measures colours as drawn: a card's text fading in or out (a CSS transition) would count
  // as low contrast, so it waits until no transition is under way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

for (const path of [...routes.map((r) => r.path), "/diese-seite-gibt-es-nicht/"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });
}

test("the open contact dialog has no accessibility violations", async ({ page }) => {
  await page.goto("/ai/");
  // The page loads its scripts when the call to action is reached for; the click opens the dialog once they have run.
  await page.locator("main a[data-waits-for-intent]").first().click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});

for (const { path } of routes) {
  test(`${path} with the contact dialog open has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Every call to action; on a page that loads its scripts on intent, the click opens the dialog once they have run.
    const callToAction = page.locator("main a[data-waits-for-intent]");
    test.skip((await callToAction.count()) === 0, "no call to action on this page");
    await callToAction.first().click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
  });
}

test("the open project modal has no accessibility violations", async ({ page }) => {
  await openProjectModal(page);
  expect(await violations(page)).toEqual([]);
});

test("the Webdesign page with an open card and the New mock-up has no accessibility violations", async ({ page }) => {
  await page.goto("/webdesign/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Erster Eindruck" }).click();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
