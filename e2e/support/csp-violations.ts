import type { Page } from "@playwright/test";
import { e2eServer } from "./server";
import { openHydrated as openWithIslands } from "./open-hydrated";

const consentOrigin = new URL(e2eServer.consentScriptUrl).origin;

/**
 * A stand-in for a consent provider's script, served from its own origin: it does what such
 * scripts do (a banner with inline styles, its own stylesheet, a request for its settings),
 * so the policy's allowances for the provider are exercised, not just its script tag.
 */
const consentStandIn = `(function () {
  var banner = document.createElement("div");
  banner.id = "consent-stand-in";
  banner.style.position = "fixed";
  banner.style.bottom = "0";
  banner.textContent = "Cookie-Einstellungen";
  document.body.appendChild(banner);
  var sheet = document.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = "${consentOrigin}/banner.css";
  document.head.appendChild(sheet);
  fetch("${consentOrigin}/settings.json").then(function () { window.__consentReady = true; });
})();`;

/** Records every CSP violation the page reports, as events and as console errors. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.route(e2eServer.consentScriptUrl, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: consentStandIn }),
  );
  await page.route(`${consentOrigin}/banner.css`, (route) =>
    route.fulfill({ status: 200, contentType: "text/css", body: "#consent-stand-in{padding:1rem}" }),
  );
  await page.route(`${consentOrigin}/settings.json`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" }),
  );
  // The dialog's request stops here: this test is about the policy, the contact specs send mail.
  await page.route("**/api/send-email", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }));
  return violations;
}

/** Resolves once the stand-in consent script has run. */
const consentReady = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __consentReady?: boolean }).__consentReady === true);

/** Waits until the stand-in consent script has run, then dismisses its banner, as a visitor would, so it covers no part. */
export async function dismissConsentStandIn(page: Page) {
  await consentReady(page);
  await page.evaluate(() => document.getElementById("consent-stand-in")?.remove());
}

/** Opens `path` with everything its scripts do: the consent script and the page's islands have run. */
export async function openHydrated(page: Page, path: string) {
  await openWithIslands(page, path);
  await consentReady(page);
}
