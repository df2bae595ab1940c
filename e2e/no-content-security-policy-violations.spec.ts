import { openHydrated, watchViolations } from "./support/csp-violations";
import { contactForm, webdesignTexts } from "./support/content";
import { labelText } from "../src/i18n/de";
import { interfaceTables } from "../src/i18n/tables";
import { expect, test } from "./support/test";
import { fragmentIds } from "../src/components/layout/fragment-ids";

const cardsId = fragmentIds.webdesignCards;
const labels = interfaceTables.de;

// Every interaction under the policy. A page of each kind loads under it in the audit
// (audit-every-kind-of-page.spec.ts, Chromium) and in ship-pages-with-islands-not-the-app.spec.ts
// (Chromium and Firefox).

test("no interaction breaks the Content-Security-Policy", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  await openHydrated(page, "/");
  await page.locator("main ul a").first().hover();

  await openHydrated(page, "/webdesign/");
  // The first card's button, which shows its description.
  const card = page.locator(`#${cardsId} button[aria-controls="${cardsId}-card-0"]`);
  if (isMobile) await card.tap();
  else await card.click();
  await expect(page.locator(`#${cardsId}-card-0`)).toBeVisible();
  await page.getByRole("button", { name: webdesignTexts.newLabel, exact: true }).click();
  await page.locator('[data-testid="typewriter"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="typewriter"] [data-typed]')).not.toHaveText("");
  await page.locator('main a[aria-haspopup="dialog"]', { hasText: webdesignTexts.closingCta }).click();
  const dialog = page.getByRole("dialog", { name: contactForm.title });
  await dialog.getByLabel(contactForm.nameLabel).fill("Anna Müller");
  await dialog.getByLabel(contactForm.emailLabel).fill("anna@example.org");
  await dialog.getByLabel(contactForm.messageLabel).fill("Bitte um Rückruf.");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(dialog.getByRole("status")).toHaveText(labels.sendSuccess);

  await openHydrated(page, "/team/");
  const founder = page.getByRole("group").first();
  if (isMobile) await founder.tap();
  else await founder.hover();

  await openHydrated(page, "/projects/");
  await page
    .getByRole("button", { name: labelText(labels.moreInfo) })
    .first()
    .click();
  const modal = page.getByRole("dialog");
  await expect(modal.locator("picture img")).toBeVisible();
  await modal.getByRole("button", { name: labels.closeDialog }).click();

  expect(violations).toEqual([]);
});
