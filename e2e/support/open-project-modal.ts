import type { Page } from "@playwright/test";
import { expect } from "./test";
import { networkQuiet } from "./network-quiet";

/** Opens the first project's modal on /projects/ once the page has settled; returns the dialog. */
export async function openProjectModal(page: Page) {
  await page.goto("/projects/");
  await networkQuiet(page);
  await page
    .getByRole("button", { name: /More Info/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}
