import { watchViolations } from "./support/csp-violations";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// The CMS at /admin/ under its own Content-Security-Policy and opener policy, in Chromium and
// Firefox on the desktop (an editor's screen; its headers are read in e2e/every-page/headers.spec.ts).

test("the CMS starts under its own policy, which keeps it from decap-server on this machine and breaks no other rule", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /GitHub/ })).toBeVisible({ timeout: 20_000 });
  const events = violations.filter((violation) => !violation.startsWith("console:"));
  expect(events).toEqual([expect.stringMatching(/^connect-src blocked http:\/\/localhost:8081\/api\/v1 on \/admin\/$/)]);
});

test("the CMS's GitHub login window can answer the CMS page that opened it", async ({ page }) => {
  // Decap logs in through a window on Netlify's auth service, which posts "authorizing:github" to
  // its opener and waits for the CMS to echo it. A page header that cuts a popup off from its
  // opener (Cross-Origin-Opener-Policy: same-origin) leaves that window without one: the login hangs.
  await page.context().route("https://api.netlify.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<script>addEventListener("message", (e) => { document.title = "echo:" + e.data; });
        opener.postMessage("authorizing:github", "*");</script>`,
    }),
  );
  await page.goto("/admin/");
  const login = page.waitForEvent("popup");
  await page.getByRole("button", { name: /GitHub/ }).click({ timeout: 20_000 });
  await expect(await login).toHaveTitle("echo:authorizing:github");
});

test("a page on another site that opens the CMS in a window keeps no handle on it", async ({ page }) => {
  await page.context().route("https://elsewhere.example/", (route) => route.fulfill({ contentType: "text/html", body: "<p>Anderswo</p>" }));
  await page.goto("https://elsewhere.example/");
  const opened = page.waitForEvent("popup");
  await page.evaluate((url) => void window.open(url), `${e2eServer.baseUrl}/admin/`);
  const cms = await opened;
  await cms.waitForLoadState();
  expect(await cms.evaluate(() => window.opener === null)).toBe(true);
});

test("the CMS still needs 'unsafe-eval': without it, Decap's start is blocked (remove it from the policy once this fails)", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.route("**/admin/", async (route) => {
    const response = await route.fetch();
    const policy = response.headers()["content-security-policy"];
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy.replace(" 'unsafe-eval'", "") } });
  });
  await page.goto("/admin/");
  await expect.poll(() => violations.filter((violation) => /blocked eval/.test(violation)), { timeout: 20_000 }).not.toEqual([]);
});
