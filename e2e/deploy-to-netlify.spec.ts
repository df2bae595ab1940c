import type { Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "fs";
import path from "path";
import { openHydrated, watchViolations } from "./support/csp-violations";
import { pageKinds, routes } from "./support/routes";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// What `gatsby build` writes for Netlify through gatsby-adapter-netlify: the headers file,
// the redirect to the function, and the function itself, called here in-process.
const root = path.join(__dirname, "..");
const functionFile = path.join(root, ".netlify", "functions-internal", "send-email-js", "send-email-js.js");

/** The `_headers` file as Netlify reads it: one block per address pattern, its headers below. */
function headerBlocks(): Map<string, Record<string, string>> {
  const text = readFileSync(path.join(root, e2eServer.publicDir, "_headers"), "utf8");
  const blocks = new Map<string, Record<string, string>>();
  for (const block of text.split(/\n(?=\S)/).filter((entry) => entry.startsWith("/"))) {
    const [pattern, ...lines] = block.trimEnd().split("\n");
    const headers = Object.fromEntries(lines.map((line) => /^\s+([^:]+): (.*)$/.exec(line)!.slice(1, 3)));
    blocks.set(pattern, { ...blocks.get(pattern), ...headers });
  }
  return blocks;
}

/** The built file a static host serves at a page's address. */
const pageFile = (address: string) => path.join(root, e2eServer.publicDir, address.endsWith("/") ? `${address}index.html` : address);

test("the headers file is small, says the shared headers once and each address's own headers", ({ browserName }) => {
  test.skip(browserName === "firefox", "build output: one engine is enough");
  const file = path.join(root, e2eServer.publicDir, "_headers");
  const blocks = headerBlocks();
  // Small: under 1 KB an address on average (its policy with the hashes of its own inline scripts and styles), which
  // holds only while the shared headers are said once, under /*, and not for every address.
  expect(statSync(file).size / blocks.size).toBeLessThan(1_000);
  expect(blocks.get("/*")).toMatchObject({
    "Strict-Transport-Security": expect.stringContaining("max-age=31536000"),
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  expect(blocks.get("/*")).not.toHaveProperty("Content-Security-Policy");
  expect(blocks.get("/static/*")).toMatchObject({ "cache-control": "public, max-age=31536000, immutable" });
  for (const route of [...routes.map((entry) => entry.path), "/404.html", "/kontakt/", "/kontakt/danke/"]) {
    expect(blocks.get(route)).toMatchObject({
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    });
    const policy = blocks.get(route)?.["Content-Security-Policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain(`'strict-dynamic' 'self' ${new URL(e2eServer.consentScriptUrl).origin}`);
    expect(scriptSrc.match(/'sha256-[^']+'/g)!.length).toBeGreaterThan(0);
  }
});

test.describe("a page served as Netlify serves it, with the policy of _headers", () => {
  /** Answers each page address with the built file and that page's policy from _headers, as the CDN would. */
  async function serveAsNetlify(page: Page, { inject }: { inject?: string } = {}) {
    const blocks = headerBlocks();
    await page.route(/^http:\/\/127\.0\.0\.1:\d+\/[^.?#]*\/?$/, async (route) => {
      const address = new URL(route.request().url()).pathname;
      const policy = blocks.get(address)?.["Content-Security-Policy"];
      if (!policy || !existsSync(pageFile(address))) return route.continue();
      const html = readFileSync(pageFile(address), "utf8");
      await route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": policy },
        body: inject ? html.replace("</body>", `${inject}</body>`) : html,
      });
    });
  }

  test("a page of each kind runs its islands (and the consent script), and breaks no rule", async ({ page }) => {
    test.setTimeout(120_000); // each page until its consent script and islands have run
    const violations = await watchViolations(page);
    await serveAsNetlify(page);
    for (const route of pageKinds.filter((kind) => kind.status === 200)) {
      // openHydrated waits for the consent script, which only the hashed loader adds, and for the islands it adds.
      await openHydrated(page, route.path);
    }
    expect(violations).toEqual([]);
  });

  test("a script injected into a page does not run", async ({ page }) => {
    const violations = await watchViolations(page);
    await serveAsNetlify(page, { inject: "<script>window.__injected = true</script>" });
    await openHydrated(page, "/team/");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // One violation, the injected script's (reported as an event and on the console).
    expect(violations.filter((violation) => !violation.startsWith("console:"))).toEqual(["script-src-elem blocked inline on /team/"]);
  });
});

test("the redirects file sends the contact endpoint to its function, and an English address not found to the English 404 page", ({
  browserName,
}) => {
  test.skip(browserName === "firefox", "build output: one engine is enough");
  const redirects = readFileSync(path.join(root, e2eServer.publicDir, "_redirects"), "utf8");
  expect(redirects).toMatch(/^\/api\/send-email\/\s+\/\.netlify\/functions\/send-email-js\s+200$/m);
  expect(redirects).toMatch(/^\/en\/\*\s+\/en\/404\/\s+404$/m);
});

interface LambdaResult {
  statusCode: number;
  multiValueHeaders: Record<string, string[]>;
  body: string;
}

type Handler = (event: unknown, context: unknown) => Promise<LambdaResult>;

/** Where the function sends a mail when it runs: no mail server (so into the outbox), and an inbox the build never saw. */
const runTime = { MAIL_TO: `laufzeit-${process.pid}@agentur.example`, SMTP_URL: undefined, SMTP_PASS: undefined, MAIL_FROM: undefined };

/**
 * The generated function as a new function instance loads it: its module read afresh, with `env`
 * over this process's environment while it loads (the function reads its settings then).
 */
function loadFunction(env: Record<string, string | undefined> = runTime): Handler {
  for (const id of Object.keys(require.cache)) if (/[/\\]\.(netlify|cache)[/\\]/.test(id)) delete require.cache[id];
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  set(env);
  try {
    return (require(functionFile) as { handler: Handler }).handler;
  } finally {
    set(before);
  }
}

/** Calls the generated Netlify function as Netlify would, with a Lambda-style event, in one function instance. */
async function callFunction(
  handler: Handler,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string[]>; json: unknown }> {
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

test("the Netlify function accepts a valid request and refuses an invalid one, in JSON, never cached", async ({ browserName }) => {
  test.skip(browserName === "firefox", "build output: one engine is enough");
  const marker = `netlify-${Date.now()}`;
  const valid = { name: "Anna Müller", email: "anna@example.org", message: `Hallo ${marker}`, agreed_to_agbs: true };
  // One instance takes all three requests, as Netlify reuses a warm one.
  const handler = loadFunction();
  const accepted = await callFunction(handler, JSON.stringify(valid));
  expect(accepted).toMatchObject({ status: 200, json: { ok: true } });
  expect(accepted.headers).toMatchObject({ "cache-control": ["no-store"], "x-content-type-options": ["nosniff"] });
  // No mail server where it runs: the function wrote the mail to the outbox, for the inbox it was
  // given when it ran (the build had another: e2e/support/setting-markers.ts).
  const outbox = path.join(root, "outbox");
  const written = readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes(marker));
  expect(written).toHaveLength(1);
  expect(readFileSync(path.join(outbox, written[0]), "utf8")).toMatch(new RegExp(`^To: ${runTime.MAIL_TO}$`, "m"));
  rmSync(path.join(outbox, written[0]));

  const refused = await callFunction(handler, JSON.stringify({ ...valid, agreed_to_agbs: false }));
  expect(refused).toMatchObject({ status: 422, json: { error: expect.any(String), fields: { agreed_to_agbs: expect.any(String) } } });
  expect(refused.headers).toMatchObject({ "cache-control": ["no-store"] });
  const deep = await callFunction(handler, "[".repeat(5000) + "]".repeat(5000));
  expect(deep).toMatchObject({ status: 400, json: { error: expect.any(String) } });
});

test("the Netlify function takes the contact page's form post the same way", async ({ browserName }) => {
  test.skip(browserName === "firefox", "build output: one engine is enough");
  const marker = `netlify-form-${Date.now()}`;
  const form = new URLSearchParams({
    name: "Anna Müller",
    email: "anna@example.org",
    message: `Hallo ${marker}`,
    agreed_to_agbs: "on",
    api_key: e2eServer.apiKey,
  });
  const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
  const handler = loadFunction();
  const sent = await callFunction(handler, form.toString(), { ...formHeaders, "sec-fetch-site": "same-origin" });
  expect(sent).toMatchObject({ status: 303, headers: { location: ["/kontakt/danke/"] } });
  const outbox = path.join(root, "outbox");
  const written = readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes(marker));
  expect(written).toHaveLength(1);
  rmSync(path.join(outbox, written[0]));

  form.delete("agreed_to_agbs");
  const refused = await callFunction(handler, form.toString(), { ...formHeaders, "sec-fetch-site": "same-origin" });
  expect(refused).toMatchObject({ status: 303, headers: { location: ["/kontakt/fehler/#einwilligung"] } });
  const foreign = await callFunction(handler, form.toString(), { ...formHeaders, origin: "https://evil.example", host: "www.example.com" });
  expect(foreign.status).toBe(403);
});

test("in a function instance on Netlify without SMTP_URL, the function answers 500 and says why, rather than write into a folder no one reads", async ({
  browserName,
}) => {
  test.skip(browserName === "firefox", "build output: one engine is enough");
  // Two cold instances: each loads the function's bundle (fastify and the contact route) afresh.
  const errors: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(" "));
  let handler: Handler;
  try {
    handler = loadFunction({ ...runTime, AWS_LAMBDA_FUNCTION_NAME: "send-email-js" });
  } finally {
    console.error = error;
  }
  const valid = { name: "Anna Müller", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };
  expect(await callFunction(handler, JSON.stringify(valid))).toMatchObject({ status: 500, json: { error: expect.any(String) } });
  expect(errors).toEqual([
    expect.stringMatching(
      /SMTP_URL is not set where the function runs \(Netlify: Site configuration, Environment variables, scope Functions/,
    ),
  ]);
  // With a mail server it would send; unreachable here, so the visitor hears 502.
  const withSmtp = loadFunction({
    ...runTime,
    AWS_LAMBDA_FUNCTION_NAME: "send-email-js",
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "website@agentur.example",
  });
  expect((await callFunction(withSmtp, JSON.stringify(valid))).status).toBe(502);
});
