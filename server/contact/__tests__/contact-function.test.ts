/** @jest-environment node */
import { contactFunctionHandler } from "../contact-handler-from-env";
import { readContactConfig } from "../contact-config";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { contactMessages } from "../../../core/contact/messages";

// The contact function's handler as src/api/send-email.ts makes it, from the environment it runs in.
const valid = { name: "Anna Müller", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };
const send = (handle: ReturnType<typeof contactFunctionHandler>, query?: Record<string, string>) =>
  handle({
    query,
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": "local-contact-form" },
    body: { kind: "parsed", value: valid },
    remoteAddress: "127.0.0.1",
  });

describe("the contact function's handler", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("in a function instance on Netlify without SMTP_URL, answers 500 and says where to set it", async () => {
    const handle = contactFunctionHandler({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js" });
    const answer = await send(handle);
    expect(answer).toMatchObject({ status: 500, body: { error: contactMessages.de.misconfigured } });
    // The visitor is told in the language the address names.
    expect((await send(handle, { lang: "en" })).body).toEqual({ error: contactMessages.en.misconfigured });
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL is not set where the function runs \(Netlify: .*scope Functions/));
  });

  it("with a wrong setting, answers 500 and names it, without repeating a secret", async () => {
    const answer = await send(
      contactFunctionHandler({ SMTP_URL: "https://anna:geheim@mail.agentur.example", MAIL_TO: "a@agentur.example" }),
    );
    expect(answer.status).toBe(500);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^Kontaktformular falsch konfiguriert: SMTP_URL must be an address such as smtp:\/\//),
    );
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining("geheim"));
  });

  it("on a preview, answers as a preview there too: DEPLOY_PREVIEW comes from the build", async () => {
    const built = process.env.DEPLOY_PREVIEW;
    process.env.DEPLOY_PREVIEW = "true";
    try {
      const answer = await send(contactFunctionHandler({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js", DEPLOY_PREVIEW: "false" }));
      expect(answer).toMatchObject({ status: 503, body: { preview: true } });
    } finally {
      if (built === undefined) delete process.env.DEPLOY_PREVIEW;
      else process.env.DEPLOY_PREVIEW = built;
    }
  });

  it("as src/api/send-email.ts runs it, answers in the language the address's query names, German without one", async () => {
    const built = process.env.DEPLOY_PREVIEW;
    // A preview sends nothing: the function answers without a mail server or an outbox folder.
    process.env.DEPLOY_PREVIEW = "true";
    try {
      const { default: sendEmail } = await import("../../../src/api/send-email");
      const call = async (query: Record<string, string>) => {
        const answer = { status: 0, body: undefined as unknown };
        const res = {
          setHeader() {},
          status: (code: number) => ((answer.status = code), res),
          json: (body: unknown) => (answer.body = body),
        };
        const req = {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": "local-contact-form" },
          body: valid,
          query,
        };
        await sendEmail(
          { ...req, socket: { remoteAddress: "127.0.0.1" } } as unknown as GatsbyFunctionRequest,
          res as unknown as GatsbyFunctionResponse,
        );
        return answer;
      };
      expect(await call({ lang: "en" })).toEqual({ status: 503, body: { error: contactMessages.en.preview, preview: true } });
      expect(await call({})).toEqual({ status: 503, body: { error: contactMessages.de.preview, preview: true } });
    } finally {
      if (built === undefined) delete process.env.DEPLOY_PREVIEW;
      else process.env.DEPLOY_PREVIEW = built;
    }
  });

  it("on Netlify, where a request has no socket, limits each visitor by the address Netlify names, not all of them together", async () => {
    const built = process.env.DEPLOY_PREVIEW;
    process.env.DEPLOY_PREVIEW = "true";
    try {
      const { default: sendEmail } = await import("../../../src/api/send-email");
      const from = async (address?: string) => {
        let status = 0;
        const res = { setHeader() {}, status: (code: number) => ((status = code), res), json() {} };
        const headers = { "content-type": "application/json", "x-api-key": "local-contact-form" };
        const req = {
          method: "POST",
          headers: address ? { ...headers, "x-nf-client-connection-ip": address } : headers,
          body: valid,
          query: {},
        };
        await sendEmail(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
        return status;
      };
      const limit = readContactConfig({}).rateLimit;
      for (let attempt = 0; attempt < limit; attempt += 1) expect(await from("203.0.113.1")).toBe(503);
      expect(await from("203.0.113.1")).toBe(429);
      expect(await from("198.51.100.7")).toBe(503);
      // Nothing names the sender: not limited, rather than sharing one limit with every such request.
      for (let attempt = 0; attempt <= limit; attempt += 1) expect(await from()).toBe(503);
    } finally {
      if (built === undefined) delete process.env.DEPLOY_PREVIEW;
      else process.env.DEPLOY_PREVIEW = built;
    }
  });
});
