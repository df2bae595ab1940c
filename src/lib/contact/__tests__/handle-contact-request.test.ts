/** @jest-environment node */
import type { ContactConfig } from "../contact-config";
import type { MailMessage } from "../compose-contact-mail";
import { createContactHandler, type ContactHttpRequest } from "../handle-contact-request";

const config: ContactConfig = {
  delivery: { kind: "outbox", dir: "unused" },
  mailTo: "inbox@agentur.example",
  mailFrom: "website@agentur.example",
  apiKey: "test-key",
  rateLimit: 3,
  rateWindowS: 600,
  trustProxy: false,
};
const quiet = { info: () => {}, error: () => {} };
const valid = { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };

function setup(overrides: Partial<ContactConfig> = {}, fail = false) {
  const sent: MailMessage[] = [];
  const transport = {
    async send(message: MailMessage) {
      if (fail) throw new Error("connection refused");
      sent.push(message);
      return "test";
    },
  };
  const handle = createContactHandler({ config: { ...config, ...overrides }, transport, log: quiet });
  const request = (change: Partial<ContactHttpRequest> = {}) =>
    handle({
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": "test-key" },
      body: valid,
      remoteAddress: "127.0.0.1",
      ...change,
    });
  return { sent, request };
}

describe("POST /api/send-email", () => {
  it("delivers a valid request once and answers 200", async () => {
    const { sent, request } = setup();
    expect(await request()).toEqual({ status: 200, headers: {}, body: { ok: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("inbox@agentur.example");
  });

  it.each([
    ["GET", { method: "GET" }, 405],
    ["no key", { headers: { "content-type": "application/json" } }, 401],
    ["wrong key", { headers: { "content-type": "application/json", "x-api-key": "nope" } }, 401],
    ["form-encoded body", { headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": "test-key" } }, 415],
    ["no content type", { headers: { "x-api-key": "test-key" } }, 415],
    [
      "body over 16 KB",
      { headers: { "content-type": "application/json", "x-api-key": "test-key", "content-length": String(16 * 1024 + 1) } },
      413,
    ],
    ["a JSON array", { body: [valid] }, 400],
    ["a JSON string", { body: "Hallo" }, 400],
    ["missing consent", { body: { ...valid, agreed_to_agbs: false } }, 422],
  ] as [string, Partial<ContactHttpRequest>, number][])("rejects %s with %s and a JSON error, sending nothing", async (_case, change, status) => {
    const { sent, request } = setup();
    const response = await request(change);
    expect(response.status).toBe(status);
    expect(response.body).toHaveProperty("error");
    expect(sent).toHaveLength(0);
  });

  it("names the wrong fields", async () => {
    const { request } = setup();
    const response = await request({ body: { ...valid, email: "kaputt" } });
    expect(response.body).toEqual({ error: expect.any(String), fields: { email: expect.any(String) } });
  });

  it("says which method is allowed", async () => {
    const { request } = setup();
    expect((await request({ method: "PUT" })).headers).toEqual({ Allow: "POST" });
  });

  it("accepts a bot's request without sending it", async () => {
    const { sent, request } = setup();
    expect((await request({ body: { ...valid, website: "spam" } })).status).toBe(200);
    expect(sent).toHaveLength(0);
  });

  it("answers 502 when the mail cannot be handed over", async () => {
    const { request } = setup({}, true);
    const response = await request();
    expect(response.status).toBe(502);
    expect(response.body).toHaveProperty("error");
  });

  it("limits each client and says when to retry", async () => {
    const { sent, request } = setup();
    for (let i = 0; i < 3; i++) expect((await request()).status).toBe(200);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
    expect(sent).toHaveLength(3);
    expect((await request({ remoteAddress: "10.0.0.2" })).status).toBe(200);
  });

  it("ignores X-Forwarded-For unless the site runs behind a trusted proxy", async () => {
    const spoofed = (ip: string) => ({
      headers: { "content-type": "application/json", "x-api-key": "test-key", "x-forwarded-for": ip },
    });
    const direct = setup();
    for (let i = 0; i < 3; i++) await direct.request(spoofed(`192.0.2.${i}`));
    expect((await direct.request(spoofed("192.0.2.99"))).status).toBe(429);

    const proxied = setup({ trustProxy: true });
    for (let i = 0; i < 3; i++) await proxied.request(spoofed("192.0.2.1, 10.0.0.1"));
    expect((await proxied.request(spoofed("192.0.2.1"))).status).toBe(429);
    expect((await proxied.request(spoofed("192.0.2.2"))).status).toBe(200);
  });
});
