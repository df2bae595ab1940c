import { readdirSync, readFileSync, rmSync } from "fs";
import path from "path";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// What `gatsby build` writes for Netlify through gatsby-adapter-netlify: the headers file,
// the redirect to the function, and the function itself, called here in-process.
const root = path.join(__dirname, "..");
const functionFile = path.join(root, ".netlify", "functions-internal", "send-email-js", "send-email-js.js");

test.skip(({ isMobile }) => isMobile, "build output: one viewport is enough");

test("the headers file gives every page the security headers of the production server", () => {
  const headers = readFileSync(path.join(root, e2eServer.publicDir, "_headers"), "utf8");
  const block = (route: string) => headers.split(/\n(?=\S)/).find((entry) => entry.startsWith(`${route}\n`)) ?? "";
  for (const route of ["/", "/webdesign/", "/impressum/"]) {
    const rules = block(route);
    expect(rules).toContain("Content-Security-Policy: default-src 'self';");
    expect(rules).toContain("frame-ancestors 'none'");
    expect(rules).toContain(`script-src 'self' 'unsafe-inline' ${new URL(e2eServer.consentScriptUrl).origin}`);
    expect(rules).toContain("Strict-Transport-Security: max-age=31536000");
    expect(rules).toContain("Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()");
    expect(rules).toContain("Cross-Origin-Opener-Policy: same-origin");
  }
  expect(block("/static/*")).toContain("cache-control: public, max-age=31536000, immutable");
});

test("the redirects file sends the contact endpoint to its function", () => {
  const redirects = readFileSync(path.join(root, e2eServer.publicDir, "_redirects"), "utf8");
  expect(redirects).toMatch(/^\/api\/send-email\/\s+\/\.netlify\/functions\/send-email-js\s+200$/m);
});

interface LambdaResult {
  statusCode: number;
  multiValueHeaders: Record<string, string[]>;
  body: string;
}

/** Calls the generated Netlify function as Netlify would, with a Lambda-style event. */
async function callFunction(
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string[]>; json: unknown }> {
  const { handler } = require(functionFile) as { handler: (event: unknown, context: unknown) => Promise<LambdaResult> };
  const allHeaders = {
    "content-type": "application/json",
    "x-api-key": e2eServer.apiKey,
    "content-length": String(Buffer.byteLength(body)),
    ...headers,
  };
  const result = await handler(
    {
      path: "/api/send-email/",
      httpMethod: "POST",
      multiValueHeaders: Object.fromEntries(Object.entries(allHeaders).map(([name, value]) => [name, [value]])),
      body,
      isBase64Encoded: false,
      rawUrl: `${e2eServer.siteUrl}/api/send-email/`,
    },
    {},
  );
  return { status: result.statusCode, headers: result.multiValueHeaders, json: JSON.parse(Buffer.from(result.body, "base64").toString()) };
}

test("the Netlify function accepts a valid request and refuses an invalid one, in JSON, never cached", async () => {
  const marker = `netlify-${Date.now()}`;
  const valid = { name: "Anna Müller", email: "anna@example.org", message: `Hallo ${marker}`, agreed_to_agbs: true };
  const accepted = await callFunction(JSON.stringify(valid));
  expect(accepted).toMatchObject({ status: 200, json: { ok: true } });
  expect(accepted.headers).toMatchObject({ "cache-control": ["no-store"], "x-content-type-options": ["nosniff"] });
  // The test build has no SMTP settings: the function wrote the mail to the outbox.
  const outbox = path.join(root, "outbox");
  const written = readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes(marker));
  expect(written).toHaveLength(1);
  rmSync(path.join(outbox, written[0]));

  const refused = await callFunction(JSON.stringify({ ...valid, agreed_to_agbs: false }));
  expect(refused).toMatchObject({ status: 422, json: { error: expect.any(String), fields: { agreed_to_agbs: expect.any(String) } } });
  expect(refused.headers).toMatchObject({ "cache-control": ["no-store"] });
  const deep = await callFunction("[".repeat(5000) + "]".repeat(5000));
  expect(deep).toMatchObject({ status: 400, json: { error: expect.any(String) } });
});

test("the Netlify function takes the contact page's form post the same way", async () => {
  const marker = `netlify-form-${Date.now()}`;
  const form = new URLSearchParams({
    name: "Anna Müller",
    email: "anna@example.org",
    message: `Hallo ${marker}`,
    agreed_to_agbs: "on",
    api_key: e2eServer.apiKey,
  });
  const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
  const sent = await callFunction(form.toString(), { ...formHeaders, "sec-fetch-site": "same-origin" });
  expect(sent).toMatchObject({ status: 303, headers: { location: ["/kontakt/danke/"] } });
  const outbox = path.join(root, "outbox");
  const written = readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes(marker));
  expect(written).toHaveLength(1);
  rmSync(path.join(outbox, written[0]));

  form.delete("agreed_to_agbs");
  const refused = await callFunction(form.toString(), { ...formHeaders, "sec-fetch-site": "same-origin" });
  expect(refused).toMatchObject({ status: 303, headers: { location: ["/kontakt/fehler/#einwilligung"] } });
  const foreign = await callFunction(form.toString(), { ...formHeaders, origin: "https://evil.example", host: "www.example.com" });
  expect(foreign.status).toBe(403);
});
