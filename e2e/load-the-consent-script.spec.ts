import { pageKinds } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// SPEC, "Startup": the third-party consent script is loaded asynchronously with a nonce attribute
// (e2e/every-page/heads.spec.ts reads on every route that the loader names it). The page's loader
// makes the nonce anew on every page view; the policy, built on hashes, does not rely on it.
test("every kind of page loads the consent script async with a nonce attribute of its own once it is painted; the policy does not rely on it", async ({
  page,
}) => {
  const nonces: string[] = [];
  for (const { path } of [...pageKinds, pageKinds[0]]) {
    const consentRequest = page.waitForRequest(e2eServer.consentScriptUrl);
    const response = await page.goto(path);
    await consentRequest;
    expect(response!.headers()["content-security-policy"]).not.toContain("nonce-");
    const consent = page.locator(`head script[src="${e2eServer.consentScriptUrl}"]`);
    await expect(consent).toHaveCount(1);
    const [async, nonce, hasNonce] = await consent.evaluate((script: HTMLScriptElement) => [
      script.async,
      script.nonce,
      script.hasAttribute("nonce"),
    ]);
    expect([async, hasNonce]).toEqual([true, true]);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    nonces.push(nonce as string);
  }
  // A new one on every view, the same page's second view included.
  expect(new Set(nonces).size).toBe(nonces.length);
});
