import { routes } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
    test("answers 200 with its own head: title, description, canonical, social and robots tags", async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page).toHaveTitle(/\S/);
      const head = page.locator("head");
      const content = (selector: string) => head.locator(selector).getAttribute("content");
      expect(await content('meta[name="description"]')).toMatch(/^.{50,}$/);
      expect(await content('meta[name="keywords"]')).toMatch(/\S/);
      expect(await content('meta[name="robots"]')).toBe("index, follow");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2eServer.siteUrl}${route.path}`);
      expect(await content('meta[property="og:url"]')).toBe(`${e2eServer.siteUrl}${route.path}`);
      expect(await content('meta[property="og:title"]')).toBe(await page.title());
      // Its own share image, drawn at build time, with its size.
      const image = await content('meta[property="og:image"]');
      expect(image).toBe(`${e2eServer.siteUrl}/og/${route.path.replace(/^\/|\/$/g, "") || "index"}.png`);
      expect([await content('meta[property="og:image:width"]'), await content('meta[property="og:image:height"]')]).toEqual([
        "1200",
        "630",
      ]);
      const png = await (await page.request.get(new URL(image!).pathname)).body();
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await content('meta[name="twitter:title"]')).toBe(await page.title());
    });

    test("shows its content, one h1 and the footer links", async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByText(route.text, { exact: false }).first()).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      const footer = page.locator("footer");
      await expect(footer).toContainText("© 2024");
      await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum/");
      await expect(footer.getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/datenschutz/");
      await expect(footer.getByRole("link", { name: "Barrierefreiheit" })).toHaveAttribute("href", "/barrierefreiheit/");
    });
  });
}

test("every page has a title and a description of its own", async ({ request }) => {
  const heads = await Promise.all(
    routes.map(async (route) => {
      const html = await (await request.get(route.path)).text();
      return {
        title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1],
        description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
      };
    }),
  );
  expect(new Set(heads.map((h) => h.title)).size).toBe(routes.length);
  expect(new Set(heads.map((h) => h.description)).size).toBe(routes.length);
});

test("the server-rendered head carries the favicon", async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  }
});

test("every page loads the consent script async with its configured nonce attribute once it is painted; the policy does not rely on it", async ({
  page,
}) => {
  for (const route of routes) {
    const consentRequest = page.waitForRequest(e2eServer.consentScriptUrl);
    const response = await page.goto(route.path);
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

test("every page is styled from its head and starts its scripts only after the first paint, a static page only the consent script", async ({
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const [head, body] = html.split("</head>");
    // The site-wide rules first, then one element with the components' rules; none in the body.
    const styles = [...head.matchAll(/<style( [^>]*)?>/g)].map((match) => match[0].replace(/ nonce="[^"]*"/, ""));
    expect(styles.slice(0, 2)).toEqual(['<style id="global-css">', expect.stringMatching(/^<style data-emotion-ids="[\w ]+">$/)]);
    expect(body).not.toContain("<style");
    // No script tag that could run before the first paint; the loader adds the consent script and Gatsby's bundles.
    expect(html).not.toMatch(/<script [^>]*src=/);
    const consent = `{"src":"${e2eServer.consentScriptUrl}","nonce":"${e2eServer.consentNonce}"}`;
    // The consent script first among what loads after the first paint; alone there, but on a page with a part that
    // moves on its own (the Webdesign hero), where the motion script follows it.
    expect(body).toContain(`add([${consent}`);
    const moves = body.includes("data-moves-on-its-own");
    expect(body.includes(`add([${consent}])`)).toBe(!moves);
    if (moves) expect(body).toMatch(/,\{"src":"\/hero-motion-[0-9a-f]+\.js"\}\]\)/);
    if (route.scripts === "none") expect(body).not.toContain("/webpack-runtime-");
    else
      expect(body).toMatch(/add\(\[\{"src":"\/webpack-runtime-[^"]+\.js"\},\{"src":"\/framework-[^"]+\.js"\},\{"src":"\/app-[^"]+\.js"\}/);
  }
});

test("the sitemap lists every route and robots.txt points to it", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  expect(index).toContain(`${e2eServer.siteUrl}/sitemap-0.xml`);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(locations).toEqual(routes.map((r) => `${e2eServer.siteUrl}${r.path}`).sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${e2eServer.siteUrl}/sitemap-index.xml`);
});

test("the start page describes the agency for search engines (JSON-LD)", async ({ page }) => {
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json!);
  expect(data["@type"]).toBe("ProfessionalService");
  expect(data.url).toBe(`${e2eServer.siteUrl}/`);
  expect(data.address.addressCountry).toBe("Deutschland");
});
