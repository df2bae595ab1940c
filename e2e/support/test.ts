import { test as base, expect } from "@playwright/test";
import { tolerateMissingMediaEmulation } from "./firefox-bidi";
import { trackRequests } from "./network-quiet";
import { e2eServer } from "./server";

/**
 * Every test's page: the third-party consent script (its host does not exist in tests)
 * is answered with an empty script, so no request leaves the machine; its requests are
 * counted for networkQuiet.
 */
export const test = base.extend({
  browser: [
    async ({ browser, browserName }, use) => {
      if (browserName === "firefox") tolerateMissingMediaEmulation(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    await context.route(`${e2eServer.consentScriptUrl}*`, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await use(context);
  },
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
});

export { expect };
