import { openHydrated, watchViolations } from "./support/csp-violations";
import { routes } from "./support/routes";
import { expect, test } from "./support/test";

test("no page breaks its Content-Security-Policy, with the consent script from another origin", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const route of routes) await openHydrated(page, route.path);
  await openHydrated(page, "/gibt-es-nicht/");
  expect(violations).toEqual([]);
});

test("no interaction breaks the Content-Security-Policy", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  await openHydrated(page, "/");
  await page.locator("main ul a").first().hover();

  await openHydrated(page, "/webdesign/");
  const card = page.getByRole("button", { name: "Erster Eindruck" });
  if (isMobile) await card.tap();
  else await card.click();
  await expect(page.locator("#leistungen-card-0")).toBeVisible();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  await page.locator('[data-testid="typewriter"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="typewriter"] [data-typed]')).not.toHaveText("");
  await page.locator('main a[aria-haspopup="dialog"]', { hasText: "Jetzt Kontakt aufnehmen" }).click();
  const dialog = page.getByRole("dialog", { name: "Kontakt aufnehmen" });
  await dialog.getByLabel("Name").fill("Anna Müller");
  await dialog.getByLabel("E-Mail").fill("anna@example.org");
  await dialog.getByLabel("Nachricht").fill("Bitte um Rückruf.");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/Vielen Dank/);

  await openHydrated(page, "/team/");
  const founder = page.getByRole("group").first();
  if (isMobile) await founder.tap();
  else await founder.hover();

  await openHydrated(page, "/projects/");
  await page
    .getByRole("button", { name: /More Info/ })
    .first()
    .click();
  const modal = page.getByRole("dialog");
  await expect(modal.locator("picture img")).toBeVisible();
  await modal.getByRole("button", { name: "Schließen" }).click();

  expect(violations).toEqual([]);
});

test("every response carries the security headers, and each page a nonce of its own on every script", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of [...routes.map((route) => route.path), "/", "/gibt-es-nicht/"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const nonce = headers["content-security-policy"].match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)![1];
    expect(nonces.has(nonce)).toBe(false);
    nonces.add(nonce);
    const html = await response.text();
    const scriptTags = html.match(/<script\b[^>]*>/g)!;
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
  }
  for (const path of ["/favicon.svg", "/robots.txt", "/page-data/app-data.json"]) {
    expect((await request.get(path)).headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  }
});
