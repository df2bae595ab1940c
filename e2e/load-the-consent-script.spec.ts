import { pageKinds } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// SPEC, "Startup": the third-party consent script is loaded asynchronously with a nonce attribute
// (e2e/every-page/heads.spec.ts reads on every route that the loader names it).
test("every kind of page loads the consent script async with its configured nonce attribute once it is painted; the policy does not rely on it", async ({
  page,
}) => {
  for (const { path } of pageKinds) {
    const consentRequest = page.waitForRequest(e2eServer.consentScriptUrl);
    const response = await page.goto(path);
    await consentRequest;
    expect(response!.headers()["content-security-policy"]).not.toContain("nonce-");
    const consent = page.locator(`head script[src="${e2eServer.consentScriptUrl}"]`);
    await expect(consent).toHaveCount(1);
    expect(await consent.evaluate((script: HTMLScriptElement) => [script.async, script.nonce, script.hasAttribute("nonce")])).toEqual([
      true,
      e2eServer.consentNonce,
      true,
    ]);
  }
});
