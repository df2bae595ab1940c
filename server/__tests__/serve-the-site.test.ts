/** @jest-environment node */
import { readFileSync } from "fs";
import path from "path";
import { brotliDecompressSync } from "zlib";
import { SVG_POLICY } from "../../core/security-headers";
import { IMMUTABLE, REVALIDATE } from "../serve-site";
import { fixtureBundle, fixtureBundleSource } from "../test-support/built-site-fixture";
import { contactMessages } from "../../core/contact/messages";
import { readServerSettings } from "../settings";
import { startTestServer, TEST_KEY } from "../test-support/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: "GET", url, headers });

const SHARED_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
};
const PAGE_ONLY_HEADERS = ["content-security-policy", "referrer-policy", "permissions-policy"];

describe("the production server", () => {
  it("sends the shared security headers on pages, assets, redirects, 404s and the API", async () => {
    const responses = [
      await get("/"),
      await get(`/${fixtureBundle}`),
      await get("/static/abc123/foto.png"),
      await get("/team"),
      await get("/gibt-es-nicht/"),
      await server.app.inject({ method: "POST", url: "/api/send-email" }),
    ];
    for (const response of responses) expect(response.headers).toMatchObject(SHARED_HEADERS);
  });

  it("sends each page exactly the headers the build wrote for it: a policy with its scripts' hashes, no nonce", async () => {
    for (const [url, address] of [
      ["/", "/"],
      ["/team/", "/team/"],
      ["/gibt-es-nicht/", "/404.html"],
    ]) {
      const response = await get(url);
      const written = server.headers[address];
      expect(Object.fromEntries(PAGE_ONLY_HEADERS.map((name) => [name, response.headers[name]]))).toEqual(
        Object.fromEntries(Object.entries(written).map(([name, value]) => [name.toLowerCase(), value])),
      );
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(
        /script-src 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic' 'self' https:\/\/consent\.example\.net;/,
      );
      expect(csp).not.toContain("nonce-");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.body).not.toContain("nonce=");
    }
  });

  it("keeps page headers off scripts, images and data, and gives an SVG a restrictive policy of its own", async () => {
    for (const url of [`/${fixtureBundle}`, "/static/abc123/foto.png", "/page-data/index/page-data.json", "/robots.txt"]) {
      const response = await get(url);
      for (const name of PAGE_ONLY_HEADERS) expect([url, name, response.headers[name]]).toEqual([url, name, undefined]);
    }
    const svg = await get("/favicon.svg");
    expect(svg.headers["content-security-policy"]).toBe(SVG_POLICY);
    expect(svg.headers["content-security-policy"]).toBe(server.headers["/favicon.svg"]["Content-Security-Policy"]);
  });

  it("gives the CMS page its own policy: no inline script allowed, no decap-server on localhost", async () => {
    const csp = String((await get("/admin/")).headers["content-security-policy"]);
    expect(csp).toBe(server.headers["/admin/"]["Content-Security-Policy"]);
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it("sends a page with a strong ETag, answers If-None-Match with 304 and lets a shared cache keep it", async () => {
    const response = await get("/team/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await get("/team/")).headers.etag).toBe(etag);
    const again = await get("/team/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBe(response.headers["content-security-policy"]);
    expect((await get("/team/", { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get("/team/", { "if-none-match": '"other"' })).statusCode).toBe(200);
    expect((await get("/")).headers.etag).not.toBe(etag);
    expect((await get("/gibt-es-nicht/")).headers.etag).toBeUndefined();
  });

  it("caches hashed bundles and /static/ for a year, page-data only with revalidation", async () => {
    expect((await get(`/${fixtureBundle}`)).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/static/abc123/foto.png")).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/page-data/index/page-data.json")).headers["cache-control"]).toBe(REVALIDATE);
  });

  it("sends the build's Brotli copy to a browser that accepts it, the original to one that does not", async () => {
    const br = await get(`/${fixtureBundle}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(fixtureBundleSource);
    const plain = await get(`/${fixtureBundle}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(fixtureBundleSource);
  });

  it("sends a page's precompressed copies as the build wrote them, each with its own ETag", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(readFileSync(path.join(server.dir, "index.html.br")))).toBe(true);
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(readFileSync(path.join(server.dir, "index.html.gz")))).toBe(true);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(readFileSync(path.join(server.dir, "index.html"), "utf8"));
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": String(plain.headers.etag) })).statusCode).toBe(200);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).statusCode).toBe(304);
    // A page the build left uncompressed (under 1 KB) is sent as it is.
    expect((await get("/admin/", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
  });

  it("answers a repeated asset request with 304 by its ETag, and HEAD without a body", async () => {
    const first = await get(`/${fixtureBundle}`);
    expect(first.headers.etag).toBeDefined();
    const again = await get(`/${fixtureBundle}`, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await server.app.inject({ method: "HEAD", url: "/team/" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("redirects a page address without its slash, keeping the query", async () => {
    const response = await get("/team?ref=x");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/team/?ref=x");
  });

  it("merges doubled slashes with a 301 to the page, and never to another host", async () => {
    for (const [url, location] of [
      ["//team/", "/team/"],
      ["/team//", "/team/"],
      ["//evil.example/", "/evil.example/"],
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
    // A backslash may reach the server as a slash: either way the answer stays on this site.
    const backslash = await get("//\\evil.example/");
    if (backslash.statusCode === 301) expect(backslash.headers.location).toMatch(/^\/(?![/\\])/);
    else expect(backslash.statusCode).toBe(400);
  });

  it("answers an unknown address with the 404 page of its language and status 404", async () => {
    for (const url of ["/gibt-es-nicht/", "/team/index.htm", "/static/fehlt.png", "/fr/x/"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Seite nicht gefunden");
    }
    for (const url of ["/en/missing/", "/en/team/index.htm"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page not found");
      expect(response.headers["content-security-policy"]).toBeDefined();
    }
  });

  it.each([
    "/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/static/..%2f..%2fpackage.json",
    "/static%5c..%5c..%5cpackage.json",
    "/robots.txt%00.html",
    "/%E0%A4%A",
  ])("never reads outside the site for %s, and answers with the security headers", async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).not.toContain("agentur-website"); // package.json, one folder up
    expect(response.body).not.toContain("root:");
  });
});

describe("the production server running a preview (DEPLOY_PREVIEW)", () => {
  const settings = readServerSettings({ DEPLOY_PREVIEW: "true", GATSBY_CONTACT_API_KEY: TEST_KEY });
  let preview: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    preview = await startTestServer({ security: settings.security, contactEnv: { DEPLOY_PREVIEW: "true" } });
  });
  afterAll(() => preview.stop());

  it("asks search engines not to index any response; the public site's server does not", async () => {
    expect(settings.security.noindex).toBe(true);
    for (const url of ["/", `/${fixtureBundle}`, "/gibt-es-nicht/"]) {
      expect((await preview.app.inject({ method: "GET", url })).headers["x-robots-tag"]).toBe("noindex");
    }
    expect((await get("/")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("sends no contact request and tells the visitor so, in the language the address names", async () => {
    expect(settings.contact.preview).toBe(true);
    for (const [url, language] of [
      ["/api/send-email", "de"],
      ["/api/send-email?lang=en", "en"],
    ] as const) {
      const response = await preview.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", "x-api-key": TEST_KEY },
        payload: { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: contactMessages[language].preview, preview: true });
    }
    expect(preview.mails).toHaveLength(0);
  });
});
