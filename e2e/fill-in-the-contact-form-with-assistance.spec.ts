import { callToAction, openHydrated } from "./support/open-hydrated";
import { expect, test } from "./support/test";

// WCAG 1.3.5, 3.3.2 and 4.1.3: the contact form tells browsers what each field is for (so
// they can fill it in), labels every field, and announces its result without moving focus.

test("the contact dialog labels its fields, names their purpose and has live result messages", async ({ page }) => {
  await openHydrated(page, "/ai/");
  await callToAction(page).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const fields = dialog.locator("input:not([type=checkbox]):not([tabindex='-1']), textarea");
  for (const field of await fields.all()) {
    const id = await field.getAttribute("id");
    await expect(dialog.locator(`label[for="${id}"]`)).toBeVisible();
    await expect(field).toHaveAttribute("required", "");
  }
  await expect(dialog.locator('input[type="email"]')).toHaveAttribute("autocomplete", "email");
  await expect(dialog.locator('input[autocomplete="name"]')).toHaveCount(1);
  await expect(dialog.getByRole("checkbox")).toHaveAccessibleName(/.+/);
  await expect(dialog.locator('[role="status"]')).toHaveCount(1);
  await expect(dialog.locator('[role="alert"]')).toHaveCount(1);
});
