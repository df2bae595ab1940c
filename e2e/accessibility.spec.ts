import { axeViolations } from "./support/axe";
import { webdesignTexts } from "./support/content";
import { focusRingContrast } from "./support/focus-contrast";
import { htmlcsErrors } from "./support/htmlcs";
import { expect, test } from "./support/test";
import { openProjectModal } from "./support/open-project-modal";
import { callToAction, openHydrated } from "./support/open-hydrated";
import type { Page } from "@playwright/test";

// Every kind of page at rest is audited with axe and HTML_CodeSniffer in
// audit-every-kind-of-page.spec.ts; here, the states a visitor opens: the contact dialog (one
// component, behind every call to action), the project modal, and the Webdesign page's open card
// and New mock-up, each in the dark and the light colour scheme.

/**
 * Both engines and the focus rings (3:1, e2e/support/focus-contrast.ts) on the page as it is, in the dark and the
 * light colour scheme: each list must be empty.
 */
async function findings(page: Page) {
  const schemes = ["dark", "light"] as const;
  const found: Record<string, { axe: string[]; htmlcs: string[]; rings: unknown[] }> = {};
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    found[colorScheme] = { axe: await axeViolations(page), htmlcs: await htmlcsErrors(page), rings: [] };
  }
  // Last: focusing each control opens what opens on focus (a Webdesign card).
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    found[colorScheme].rings = (await focusRingContrast(page)).filter((ring) => ring.lowest < 3);
  }
  return found;
}

const none = { dark: { axe: [], htmlcs: [], rings: [] }, light: { axe: [], htmlcs: [], rings: [] } };

test("the open contact dialog has no accessibility violations", async ({ page }) => {
  await openHydrated(page, "/ai/");
  await callToAction(page).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(await findings(page)).toEqual(none);
});

test("the open project modal has no accessibility violations", async ({ page }) => {
  await openProjectModal(page);
  expect(await findings(page)).toEqual(none);
});

test("the Webdesign page with an open card and the New mock-up has no accessibility violations", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  await page.getByRole("button", { name: webdesignTexts.firstCard }).click();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  expect(await findings(page)).toEqual(none);
});
