// npm run test:deploy: the shipped deploy/Caddyfile in front of the production server, checked
// through real HTTPS on loopback (docs/operations.md, "On your own server"): the redirect to
// HTTPS, HSTS, HTTP/2, each page's headers, the contact endpoint and its rate limit per visitor,
// logs without addresses, and the Mozilla HTTP Observatory's grade. It serves the end-to-end
// tests' production build (.e2e-site/, HTTPS consent origin) and builds it the same way if it is
// missing. scripts/ensure-deploy-tools.cjs runs first and installs Caddy and the scanner.
import assert from "node:assert/strict";
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { e2eServer } from "../e2e/support/server";
import { HEADERS_FILE, parseHeadersFile } from "../core/static-host-headers";
import { request, requestOverHttp2 } from "./deploy/https-client";
import { ports, startProxiedSite, type ProxiedSite } from "./deploy/proxied-site";

/**
 * The Observatory's best result for a Content-Security-Policy: default-src 'none', and neither
 * 'unsafe-inline' nor 'unsafe-eval' for scripts or style elements (core/security-headers.ts).
 */
const EXPECTED_CSP_RESULT = "csp-implemented-with-no-unsafe-default-src-none";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, e2eServer.publicDir);
const scannerDir = path.join(root, "tools/observatory/node_modules/@mdn/mdn-http-observatory");
const visitors = ["127.0.0.2", "127.0.0.3"];
const rateLimit = 2;

if (spawnSync("caddy", ["version"]).status !== 0) {
  console.error("caddy is not installed: run `node scripts/ensure-deploy-tools.cjs` (Debian: apt-get install -y caddy).");
  process.exit(1);
}
if (!existsSync(path.join(scannerDir, "conf/hsts-preload.json"))) {
  console.error("The HTTP Observatory's scanner is not installed: run `node scripts/ensure-deploy-tools.cjs`.");
  process.exit(1);
}
if (!existsSync(path.join(publicDir, HEADERS_FILE))) {
  console.log(`No ${e2eServer.publicDir}/: building it as the end-to-end tests do ...`);
  execSync(e2eServer.buildCommand, { cwd: root, stdio: "inherit", env: { ...process.env, ...e2eServer.env } });
}

const server = `http://127.0.0.1:${ports.server}`;
let site: ProxiedSite;
before(async () => {
  site = await startProxiedSite(e2eServer.publicDir, { TRUST_PROXY: "true", CONTACT_RATE_LIMIT: String(rateLimit) });
});
after(() => site?.stop());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void site?.stop().then(() => process.exit(1)));

test("plain HTTP is redirected to the same address over HTTPS", async () => {
  const answer = await request(`${site.httpOrigin}/kontakt/?von=test`, site.ca);
  assert.ok([301, 308].includes(answer.status), `status ${answer.status}`);
  assert.equal(answer.headers.location, `${site.httpsOrigin}/kontakt/?von=test`);
});

test("HTTPS answers carry the server's HSTS header, once", async () => {
  const direct = (await request(`${server}/`, site.ca)).headers["strict-transport-security"];
  assert.match(String(direct), /^max-age=\d+/);
  for (const address of ["/", "/robots.txt", "/gibt-es-nicht/", "/healthz"]) {
    assert.equal((await request(`${site.httpsOrigin}${address}`, site.ca)).headers["strict-transport-security"], direct, address);
  }
});

test("HTTP/2 is spoken", async () => {
  const answer = await requestOverHttp2(`${site.httpsOrigin}/`, site.ca);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers["content-encoding"], "br");
});

test("every page keeps its policy, ETag with 304 and its compressed copy through the proxy", async () => {
  const byPath = parseHeadersFile(readFileSync(path.join(publicDir, HEADERS_FILE), "utf8"));
  const pages = Object.keys(byPath).filter((address) => byPath[address]["Referrer-Policy"]);
  assert.ok(pages.length > 0, `no page in ${HEADERS_FILE}`);
  const kept = ["content-security-policy", "referrer-policy", "permissions-policy", "etag", "cache-control", "content-encoding", "vary"];
  for (const address of pages) {
    const file = path.join(publicDir, address.endsWith("/") ? `${address}index.html` : address);
    const accept = { "accept-encoding": "br, gzip" };
    const direct = await request(`${server}${address}`, site.ca, { headers: accept });
    const proxied = await request(`${site.httpsOrigin}${address}`, site.ca, { headers: accept });
    assert.equal(proxied.status, direct.status, address);
    for (const name of kept) assert.equal(proxied.headers[name], direct.headers[name], `${address}: ${name}`);
    assert.equal(proxied.headers["content-security-policy"], byPath[address]["Content-Security-Policy"], address);
    // The build's Brotli copy (written for pages over 1 KB) or the page, byte for byte: the proxy compressed nothing (again).
    const brotli = existsSync(`${file}.br`);
    assert.equal(proxied.headers["content-encoding"], brotli ? "br" : undefined, address);
    assert.ok(proxied.body.equals(readFileSync(brotli ? `${file}.br` : file)), `${address}: not the build's bytes`);
    const etag = String(proxied.headers.etag);
    assert.match(etag, /^"/, `${address}: a strong ETag`);
    const again = await request(`${site.httpsOrigin}${address}`, site.ca, { headers: { ...accept, "if-none-match": etag } });
    assert.equal(again.status, 304, address);
  }
  // A visitor who asks for no compression gets the page as it is, with that copy's ETag.
  const plain = await request(`${site.httpsOrigin}/`, site.ca);
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.headers.etag, (await request(`${server}/`, site.ca)).headers.etag);
  assert.ok(plain.body.equals(readFileSync(path.join(publicDir, "index.html"))));
});

test("files the build left uncompressed arrive as the server sends them", async () => {
  // Text files under the build's 1 KB threshold; a proxy that compresses (Caddy's `encode`) would
  // compress those over its own threshold of 512 bytes, with a changed ETag.
  const small = readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|json|txt|xml|svg)$/.test(file) && !existsSync(path.join(publicDir, `${file}.br`)))
    .filter((file) => statSync(path.join(publicDir, file)).size > 512)
    .slice(0, 5);
  assert.ok(small.length > 0, "no uncompressed text file over 512 bytes in the build");
  for (const file of small) {
    const address = `/${file.split(path.sep).join("/")}`;
    const direct = await request(`${server}${address}`, site.ca, { headers: { "accept-encoding": "gzip" } });
    const proxied = await request(`${site.httpsOrigin}${address}`, site.ca, { headers: { "accept-encoding": "gzip" } });
    assert.equal(proxied.status, 200, address);
    assert.equal(proxied.headers["content-encoding"], undefined, address);
    assert.equal(proxied.headers.etag, direct.headers.etag, address);
  }
});

test("contact requests pass the proxy, and the rate limit counts each visitor's address", async () => {
  const send = (localAddress: string, headers: Record<string, string> = {}) =>
    request(`${site.httpsOrigin}/api/send-email`, site.ca, {
      method: "POST",
      localAddress,
      headers: { "content-type": "application/json", "x-api-key": e2eServer.apiKey, ...headers },
      body: JSON.stringify({ name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true }),
    });
  const [first, second] = visitors;
  for (let attempt = 1; attempt <= rateLimit; attempt += 1) {
    const answer = await send(first);
    assert.equal(answer.status, 200, `attempt ${attempt}: ${answer.body}`);
    assert.deepEqual(JSON.parse(answer.body.toString()), { ok: true });
  }
  // One too many from the first visitor, who also claims another address: Caddy replaces the claim.
  const refused = await send(first, { "x-forwarded-for": "198.51.100.7" });
  assert.equal(refused.status, 429);
  assert.equal((await send(second)).status, 200, "the second visitor has a limit of their own");
});

test("neither Caddy nor the server logs a visitor's address", async () => {
  const { caddy, server: serverLog } = site.output();
  assert.match(serverLog, /"path":"\/api\/send-email"/, "the server logged the requests");
  for (const [name, log] of Object.entries({ caddy, server: serverLog })) {
    for (const address of visitors) assert.ok(!log.includes(address), `${name}'s output holds ${address}`);
  }
});

test("the Mozilla HTTP Observatory grades the site A+, with no failed test", () => {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, "deploy/observatory-scan.mjs"), scannerDir, "localhost", String(ports.http), String(ports.https)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: site.caFile }, encoding: "utf8" },
  );
  const { scan, tests } = JSON.parse(output) as {
    scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
    tests: Record<string, { result: string; pass: boolean }>;
  };
  const failed = Object.entries(tests).filter(([, result]) => !result.pass);
  console.log(
    `Observatory: ${scan.grade} (${scan.score}), ${scan.testsPassed} of ${scan.testsQuantity} tests passed; ` +
      `content-security-policy: ${tests["content-security-policy"].result}`,
  );
  assert.deepEqual(failed, []);
  assert.equal(scan.testsFailed, 0);
  assert.equal(scan.grade, "A+");
  assert.equal(tests["content-security-policy"].result, EXPECTED_CSP_RESULT);
});

// Last, as it stops the server: Caddy adds the failed request to its error message, and deploy/Caddyfile keeps only
// the method, host and path of it (the privacy policy: only error messages may name an address, and no log holds
// the referrer, the browser or the query).
test("while the server is down, Caddy's error message names no visitor's address, referrer, user agent or query", async () => {
  await site.stopServer();
  const markers = { address: visitors[0], referrer: "referrer-marker", agent: "agent-marker", query: "query-marker" };
  const answer = await request(`${site.httpsOrigin}/kontakt/?utm_source=${markers.query}`, site.ca, {
    localAddress: markers.address,
    headers: { referer: `https://${markers.referrer}.example/`, "user-agent": `${markers.agent}/1.0` },
  });
  assert.equal(answer.status, 502);
  const errorLines = () =>
    site
      .output()
      .caddy.split("\n")
      .filter((line) => line.includes('"logger":"http.log.error"'));
  // Caddy may log after it has answered, and its output reaches this process a moment later.
  for (const until = Date.now() + 5000; errorLines().length === 0 && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const errors = errorLines();
  assert.equal(errors.length, 1, `one error message for the request:\n${errors.join("\n")}`);
  assert.match(errors[0], /"uri":"\/kontakt\/\?"/, "the message keeps the path");
  for (const [what, marker] of Object.entries(markers))
    assert.ok(!errors[0].includes(marker), `the message holds the ${what}: ${errors[0]}`);
});
