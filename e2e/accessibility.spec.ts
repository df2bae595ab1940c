import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

/** Every axe rule, every impact: the list must be empty. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
  await page.locator('main a[aria-haspopup="dialog"]').first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the open project modal has no accessibility violations", async ({ page }) => {
  await page.goto("/projects/");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /More Info/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the Webdesign page with an open card and the New mock-up has no accessibility violations", async ({ page }) => {
  await page.goto("/webdesign/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Erster Eindruck" }).click();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
