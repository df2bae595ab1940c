import type { Page } from "@playwright/test";
import { dismissConsentStandIn, watchViolations } from "./support/csp-violations";
import { callToAction, waitForIslands } from "./support/open-hydrated";
import { notFoundPath as notFound, pageKinds } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// What must hold in every engine (Chromium and Firefox; playwright.config.ts): the whole suite
// runs in Chromium, this spec and the Content-Security-Policy specs in Firefox too.

/**
 * Opens a page and waits until its scripts have run: the page's loader adds them, the consent
 * script first, once the page is painted (or after a second, where the engine reports no paint),
 * which can be later than the network's first quiet half second.
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(`head script[src="${e2eServer.consentScriptUrl}"]`).waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  return response!;
}

test("a page of each kind loads (an interactive one hydrates), logs no error and breaks no rule of its Content-Security-Policy", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // With a consent script from another origin that adds a banner, a style sheet and a request.
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs the 404 page's own status as an error.
    if (message.type() === "error" && !(page.url().endsWith(notFound) && /status of 404/.test(message.text()))) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const route of pageKinds) {
    const response = await open(page, route.path);
    expect(response.status()).toBe(route.status);
    await expect(page.getByText(route.text).first()).toBeVisible();
    await dismissConsentStandIn(page);
    // Its islands hydrate without an error.
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test("the contact dialog sends a request and thanks the visitor", async ({ page }) => {
  await open(page, "/ai/");
  await waitForIslands(page);
  await callToAction(page).click();
  const dialog = page.getByRole("dialog", { name: "Kontakt aufnehmen" });
  await dialog.getByLabel("Name").fill("Anna Müller");
  await dialog.getByLabel("E-Mail").fill("anna@example.org");
  await dialog.getByLabel("Nachricht").fill("Bitte um Rückruf.");
  await dialog.getByRole("checkbox").check();
  const answer = page.waitForResponse("**/api/send-email");
  await dialog.getByRole("button", { name: "Nachricht senden" }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog.getByRole("status")).toHaveText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.");
});

test("the interactive pages work: cards, toggle, typewriter, flip cards, project modal", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, "/webdesign/");
  const card = page.getByRole("button", { name: "Erster Eindruck" });
  await card.click();
  await expect(page.locator("#leistungen-card-0")).toBeVisible();
  await expect(card).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  await expect(page.getByText("Beratung vereinbaren")).toBeVisible();
  await page.locator('[data-testid="typewriter"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, window.innerHeight / 4));
  await expect.poll(async () => (await page.locator('[data-testid="typewriter"] [data-typed]').textContent())!.length).toBeGreaterThan(3);

  await open(page, "/team/");
  const founder = page.getByRole("group").first();
  await founder.hover();
  await expect(founder).toHaveAttribute("data-flipped", "true");

  await open(page, "/projects/");
  const project = page.locator("main article").first();
  const name = (await project.getByRole("heading").textContent())!.trim();
  await project.getByRole("button", { name: /More Info/ }).click();
  const modal = page.getByRole("dialog", { name });
  await expect(modal.locator("picture img")).toBeVisible();
  await modal.getByRole("button", { name: "Schließen" }).click();
  await expect(modal).toBeHidden();
});
