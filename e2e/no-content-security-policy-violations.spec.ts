import { readFileSync } from "fs";
import http from "http";
import path from "path";
import { openHydrated, watchViolations } from "./support/csp-violations";
import { routes } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

test("no page breaks its Content-Security-Policy, with the consent script from another origin", async ({ page }) => {
  test.setTimeout(120_000); // every route, each until its consent script and bundles have run
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

/** What the build wrote for each address (_headers.json), which the server must send as it is. */
const written = (): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(path.join(__dirname, "..", e2eServer.publicDir, "_headers.json"), "utf8"));

/** The response's bytes as they came over the wire, not decoded (Playwright's request decodes them). */
function rawGet(address: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${e2eServer.baseUrl}${address}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("every page is sent with the policy the build wrote for it, from its precompressed copy, with an ETag", async ({ request }) => {
  const byPath = written();
  for (const address of [...routes.map((route) => route.path), "/gibt-es-nicht/"]) {
    const response = await request.get(address);
    const headers = response.headers();
    const policy = byPath[address === "/gibt-es-nicht/" ? "/404.html" : address]["Content-Security-Policy"];
    expect(headers["content-security-policy"]).toBe(policy);
    expect(policy).not.toContain("nonce-");
    expect(/script-src ([^;]*)/.exec(policy)![1]).toMatch(/^('sha256-[^']+' )+'strict-dynamic' 'self' /);
    expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain("'unsafe-inline'");
    expect(await response.text()).not.toContain('nonce="');
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
    if (address === "/gibt-es-nicht/") continue;
    const again = await request.get(address, { headers: { "if-none-match": headers.etag } });
    expect(again.status()).toBe(304);
    const file = path.join(__dirname, "..", e2eServer.publicDir, address, "index.html.br");
    const br = await rawGet(address, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(readFileSync(file))).toBe(true);
  }
});

test("scripts, styles, images and data carry no page headers; an SVG has its own policy", async ({ request }) => {
  // A page that loads Gatsby with it (a static page names no bundle).
  const html = await (await request.get("/team/")).text();
  const script = /"src":"(\/app-[^"]+\.js)"/.exec(html)![1];
  for (const address of [script, "/favicon-32.png", "/page-data/app-data.json", "/robots.txt"]) {
    const headers = (await request.get(address)).headers();
    expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" });
    for (const name of ["content-security-policy", "permissions-policy", "referrer-policy"]) {
      expect([address, name, headers[name]]).toEqual([address, name, undefined]);
    }
  }
  const svg = (await request.get("/favicon.svg")).headers()["content-security-policy"];
  expect(svg).toBe(written()["/favicon.svg"]["Content-Security-Policy"]);
  expect(svg).toContain("default-src 'none'");
});

test("the CMS page names its scripts without 'unsafe-inline' and reaches no decap-server on localhost", async ({ request }) => {
  const policy = (await request.get("/admin/")).headers()["content-security-policy"];
  expect(policy).toBe(written()["/admin/"]["Content-Security-Policy"]);
  expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain("'unsafe-inline'");
  expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
});

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
