/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from "zlib";
import { IMMUTABLE, REVALIDATE } from "../cache-policy";
import { fixtureBundle, fixtureBundleSource } from "../test-support/built-site-fixture";
import { PREVIEW_NOTICE } from "../../src/lib/contact/preview-notice";
import { readServerSettings } from "../settings";
import { startTestServer, TEST_KEY } from "../test-support/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: "GET", url, headers });

const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
};

describe("the production server", () => {
  it("sends every security header on pages, assets, redirects, 404s and the API", async () => {
    const responses = [
      await get("/"),
      await get(`/${fixtureBundle}`),
      await get("/team"),
      await get("/gibt-es-nicht/"),
      await server.app.inject({ method: "POST", url: "/api/send-email" }),
    ];
    for (const response of responses) {
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("https://consent.example.net");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  it("gives each page response a fresh nonce, the same in the header and on every script and style", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await get("/");
      const nonce = String(response.headers["content-security-policy"]).match(/'nonce-([^']+)'/)![1];
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      // The fixture has four script and style elements; one holds "<script>" as JSON text.
      expect(response.body.match(/<(script|style) nonce="[^"]*"/g)).toEqual(Array(4).fill(expect.stringContaining(`nonce="${nonce}"`)));
      expect(response.body).toContain('{"name":"A <script> B"}');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("lets pages revalidate and keeps no validator on them, since each carries its own nonce", async () => {
    const response = await get("/team/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
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

  it("compresses pages as it sends them, in the encoding the browser prefers", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<main>Startseite</main>");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<main>Startseite</main>");
    expect((await get("/")).headers["content-encoding"]).toBeUndefined();
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

  it("answers an unknown address with the German 404 page and status 404", async () => {
    for (const url of ["/gibt-es-nicht/", "/team/index.htm", "/static/fehlt.png"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Seite nicht gefunden");
    }
  });

  it.each([
    "/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/static/..%2f..%2fpackage.json",
    "/static%5c..%5c..%5cpackage.json",
    "/robots.txt%00.html",
    "/%E0%A4%A",
  ])("never reads outside the site for %s", async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain("agentur-website"); // package.json, one folder up
    expect(response.body).not.toContain("root:");
  });
});

describe("the production server running a preview (DEPLOY_PREVIEW)", () => {
  const settings = readServerSettings({ DEPLOY_PREVIEW: "true", CONTACT_API_KEY: TEST_KEY });
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

  it("sends no contact request and tells the visitor so", async () => {
    expect(settings.contact.preview).toBe(true);
    const response = await preview.app.inject({
      method: "POST",
      url: "/api/send-email",
      headers: { "content-type": "application/json", "x-api-key": TEST_KEY },
      payload: { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: PREVIEW_NOTICE, preview: true });
    expect(preview.mails).toHaveLength(0);
  });
});
