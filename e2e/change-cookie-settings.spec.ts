import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// A stand-in for a consent provider's script: it offers the function the site is configured
// to call (GATSBY_CONSENT_SETTINGS_FUNCTION) and shows its settings when called.
const standIn = `window.ConsentStandIn = { open: function () {
  var panel = document.createElement("div");
  panel.id = "consent-settings";
  panel.textContent = "Ihre Cookie-Einstellungen";
  document.body.appendChild(panel);
} };`;

test("the footer's Cookie-Einstellungen reopen the consent provider's settings on every page", async ({ page }) => {
  await page.route(e2eServer.consentScriptUrl, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: standIn }));
  for (const path of ["/", "/kontakt/", "/datenschutz/"]) {
    await page.goto(path);
    await page.waitForFunction(() => "ConsentStandIn" in window);
    await networkQuiet(page);
    await page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page.locator("#consent-settings")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
});

test("without the provider's script the link leads to the privacy policy's cookie section", async ({ page }) => {
  await page.route(e2eServer.consentScriptUrl, (route) => route.abort());
  await page.goto("/kontakt/");
  await page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  await expect(page).toHaveURL(/\/datenschutz\/#einsatz-von-cookies$/);
});
