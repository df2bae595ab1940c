import { axeViolations as violations } from "./support/axe";
import { expect, test } from "./support/test";
import { openProjectModal } from "./support/open-project-modal";
import { callToAction, openHydrated } from "./support/open-hydrated";

// Every kind of page at rest is audited with axe in audit-every-kind-of-page.spec.ts; here, the
// states a visitor opens: the contact dialog (one component, behind every call to action), the
// project modal, and the Webdesign page's open card and New mock-up.

test("the open contact dialog has no accessibility violations", async ({ page }) => {
  await openHydrated(page, "/ai/");
  await callToAction(page).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});

test("the open project modal has no accessibility violations", async ({ page }) => {
  await openProjectModal(page);
  expect(await violations(page)).toEqual([]);
});

test("the Webdesign page with an open card and the New mock-up has no accessibility violations", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  await page.getByRole("button", { name: "Erster Eindruck" }).click();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
