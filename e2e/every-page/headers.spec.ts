import { readFileSync } from "fs";
import http from "http";
import path from "path";
import { parseHeadersFile } from "../../core/static-host-headers";
import { routes } from "../support/routes";
import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// The headers the server sends with every page and file, against what the build wrote.

/** What the build wrote for each address (_headers), which the server must send as it is. */
const written = (): Record<string, Record<string, string>> =>
  parseHeadersFile(readFileSync(path.join(__dirname, "..", "..", e2eServer.publicDir, "_headers"), "utf8"));

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
    // Nothing by default, and style elements only by hash: a browser refuses any other (the specs watching violations fail then).
    expect(policy).toMatch(/^default-src 'none';/);
    expect(/style-src ([^;]*)/.exec(policy)![1]).not.toContain("'unsafe-inline'");
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
    const file = path.join(__dirname, "..", "..", e2eServer.publicDir, address, "index.html.br");
    const br = await rawGet(address, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(readFileSync(file))).toBe(true);
  }
});

test("scripts, styles, images and data carry no page headers; an SVG has its own policy", async ({ request }) => {
  // A page with islands lists their scripts.
  const html = await (await request.get("/team/")).text();
  const script = /"(\/islands\/[^"]+\.js)"/.exec(html)![1];
  for (const address of [script, "/favicon-32.png", "/sitemap-0.xml", "/robots.txt"]) {
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
