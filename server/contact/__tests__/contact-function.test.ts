/** @jest-environment node */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { contactFunction, contactFunctionApp } from "../contact-function";
import { readContactConfig } from "../contact-config";
import { contactMessages } from "../../../core/contact/messages";

// The contact function as src/api/send-email.ts makes it: the same route as the own server's, reached through inject().
const valid = { name: "Anna Müller", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };
const json = { "content-type": "application/json", "x-api-key": "local-contact-form" };

/** Calls the function as Gatsby does: with the body it parsed, and a response that records what is sent. */
async function call(
  sendEmail: ReturnType<typeof contactFunction>,
  { headers = json as Record<string, string>, body = valid as unknown, query = {}, address = undefined as string | undefined } = {},
) {
  const answer = { status: 0, headers: {} as Record<string, unknown>, body: "" };
  const res = {
    setHeader: (name: string, value: unknown) => void (answer.headers[name] = value),
    status: (code: number) => ((answer.status = code), res),
    send: (text: string) => void (answer.body = text),
  };
  const req = { method: "POST", headers, body, query, ...(address && { socket: { remoteAddress: address } }) };
  await sendEmail(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
  return { ...answer, json: () => JSON.parse(answer.body) };
}

/** The function on a preview: it answers without a mail server or an outbox folder. */
function previewFunction() {
  process.env.DEPLOY_PREVIEW = "true";
  try {
    return contactFunction({});
  } finally {
    delete process.env.DEPLOY_PREVIEW;
  }
}

describe("the contact function", () => {
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("in a function instance on Netlify without SMTP_URL, answers 500 and says where to set it", async () => {
    const app = await contactFunctionApp({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js" });
    const answer = await app.inject({ method: "POST", url: "/api/send-email?lang=en", headers: json, payload: JSON.stringify(valid) });
    expect([answer.statusCode, answer.json()]).toEqual([500, { error: contactMessages.en.misconfigured }]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/SMTP_URL is not set where the function runs \(Netlify: .*scope Functions/),
    );
  });

  it("answers as the own server does, in the language the query names: a preview's 503 here", async () => {
    const sendEmail = previewFunction();
    const english = await call(sendEmail, { query: { lang: "en" } });
    expect([english.status, english.json()]).toEqual([503, { error: contactMessages.en.preview, preview: true }]);
    expect(english.headers["cache-control"]).toBe("no-store");
    expect((await call(sendEmail)).json()).toEqual({ error: contactMessages.de.preview, preview: true });
    expect((await call(sendEmail, { body: { ...valid, email: "kaputt" } })).status).toBe(422);
    expect((await call(sendEmail, { body: [valid] })).status).toBe(400);
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect((await call(sendEmail, { body: { ...valid, name: deep } })).json()).toEqual({ error: contactMessages.de.notJson });
  });

  it("reads a form post Gatsby parsed, and answers it with a 303", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
    const fields = { ...valid, agreed_to_agbs: "on", api_key: "local-contact-form" };
    const answer = await call(previewFunction(), { headers: form, body: fields });
    expect([answer.status, answer.headers.location]).toEqual([303, "/kontakt/fehler/#vorschau"]);
    const twice = await call(previewFunction(), { headers: form, body: { ...fields, email: ["a@example.org", "b@example.org"] } });
    expect(twice.headers.location).toBe("/kontakt/fehler/#e-mail");
  });

  it("on Netlify, where a request has no socket, limits each visitor by the address Netlify names", async () => {
    const sendEmail = previewFunction();
    const from = async (address: string) => (await call(sendEmail, { headers: { ...json, "x-nf-client-connection-ip": address } })).status;
    const limit = readContactConfig({}).rateLimit;
    for (let attempt = 0; attempt < limit; attempt += 1) expect(await from("203.0.113.1")).toBe(503);
    expect(await from("203.0.113.1")).toBe(429);
    expect(await from("198.51.100.7")).toBe(503);
  });
});
