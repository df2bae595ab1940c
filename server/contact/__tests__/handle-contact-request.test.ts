/** @jest-environment node */
import type { ContactConfig } from "../contact-config";
import type { MailMessage } from "../compose-contact-mail";
import { contactMessages, type ContactMessages } from "../../../core/contact/messages";
import type { Language } from "../../../core/languages";
import type { ContactHttpRequest } from "../../../core/contact/contact-http";
import { createContactHandler } from "../handle-contact-request";
import {
  contactRequest,
  jsonBody,
  rawBody,
  testContactConfig,
  validContactFields as valid,
} from "../../../src/test-utils/contact-requests";

const headers = { "content-type": "application/json", "x-api-key": "test-key" };

function setup(overrides: Partial<ContactConfig> = {}, fail: Error | null = null) {
  const sent: MailMessage[] = [];
  const logged: string[] = [];
  const transport = {
    async send(message: MailMessage) {
      if (fail) throw fail;
      sent.push(message);
      return "test";
    },
  };
  const log = { info: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
  const handle = createContactHandler({ config: { ...testContactConfig, ...overrides }, transport, log });
  const request = (change: Partial<ContactHttpRequest> = {}) => handle(contactRequest(change));
  return { sent, logged, request };
}

describe("POST /api/send-email", () => {
  it("delivers a valid request once and answers 200, never to be cached", async () => {
    const { sent, request } = setup();
    expect(await request()).toEqual({
      accepted: true,
      status: 200,
      headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
      body: { ok: true },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("inbox@agentur.example");
  });

  it.each([
    ["GET", { method: "GET" }, 405],
    ["no key", { headers: { "content-type": "application/json" } }, 401],
    ["wrong key", { headers: { ...headers, "x-api-key": "nope" } }, 401],
    ["the key twice, one of them wrong", { headers: { ...headers, "x-api-key": ["test-key", "nope"] } }, 401],
    [
      "a form post from another site",
      { headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", host: "site.test" } },
      403,
    ],
    ["a multipart upload", { headers: { ...headers, "content-type": "multipart/form-data; boundary=x" } }, 415],
    ["no content type", { headers: { "x-api-key": "test-key" } }, 415],
    ["a content type named like an object's property", { headers: { ...headers, "content-type": "constructor" } }, 415],
    ["JSON in another charset", { headers: { ...headers, "content-type": "application/json; charset=latin1" } }, 415],
    ["a gzip body", { headers: { ...headers, "content-encoding": "gzip" } }, 415],
    ["a declared length over 16 KB", { headers: { ...headers, "content-length": String(16 * 1024 + 1) } }, 413],
    ["a body that grows past 16 KB without a declared length", { body: rawBody("{", "x".repeat(16 * 1024)) }, 413],
    ["malformed JSON", { body: rawBody('{"name": ') }, 400],
    ["bytes that are not UTF-8", { body: rawBody(Buffer.from([0x7b, 0xff, 0x7d])) }, 400],
    ["a JSON array", { body: jsonBody([valid]) }, 400],
    ["a JSON string", { body: jsonBody("Hallo") }, 400],
    ["5,000 nested arrays", { body: rawBody("[".repeat(5000) + "]".repeat(5000)) }, 400],
    ["a 3,000 deep object within the size limit", { body: rawBody('{"":'.repeat(3000) + "1" + "}".repeat(3000)) }, 400],
    ["a 5,000 deep object (30 KB)", { body: rawBody('{"a":'.repeat(5000) + "1" + "}".repeat(5000)) }, 413],
    ["20,000 nested arrays (40 KB)", { body: rawBody("[".repeat(20_000) + "]".repeat(20_000)) }, 413],
    ["a field that is an object", { body: jsonBody({ ...valid, name: { first: "Anna" } }) }, 422],
    ["missing consent", { body: jsonBody({ ...valid, agreed_to_agbs: false }) }, 422],
  ] as [string, Partial<ContactHttpRequest>, number][])(
    "rejects %s with %s and a JSON error, sending nothing",
    async (_case, change, status) => {
      const { sent, request } = setup();
      const response = await request(change);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect(sent).toHaveLength(0);
    },
  );

  it("refuses on the headers alone, without reading the body", async () => {
    const { request } = setup();
    const read = jest.fn();
    for (const change of [
      { headers: { ...headers, "content-type": "multipart/form-data; boundary=x" } },
      { headers: { ...headers, "x-api-key": "nope" } },
      { headers: { ...headers, "content-length": String(4 * 1024 * 1024) } },
    ]) {
      await request({ ...change, body: { kind: "raw", read } });
    }
    expect(read).not.toHaveBeenCalled();
  });

  it("checks a body its host parsed: a flat object passes, deep nesting and oversize do not", async () => {
    const { sent, request } = setup({ rateLimit: 100 });
    expect((await request({ body: { kind: "parsed", value: valid } })).status).toBe(200);
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect((await request({ body: { kind: "parsed", value: { ...valid, name: deep } } })).status).toBe(400);
    expect((await request({ body: { kind: "parsed", value: { ...valid, message: "x".repeat(17_000) } } })).status).toBe(413);
    expect((await request({ body: { kind: "parsed", value: [valid] } })).status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it("names the wrong fields", async () => {
    const { request } = setup();
    const response = await request({ body: jsonBody({ ...valid, email: "kaputt" }) });
    expect(response.body).toEqual({ error: expect.any(String), fields: { email: expect.any(String) } });
  });

  it("says which method is allowed", async () => {
    const { request } = setup();
    expect((await request({ method: "PUT" })).headers).toMatchObject({ Allow: "POST" });
  });

  it("accepts a bot's request without sending it", async () => {
    const { sent, request } = setup();
    const honeypot = await request({ body: jsonBody({ ...valid, website: "spam" }) });
    expect(honeypot.status).toBe(200);
    // Not accepted: the visitor statistics count no contact request for it.
    expect(honeypot.accepted).toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it("answers 502 when the mail cannot be handed over, logging no address", async () => {
    const { request, logged } = setup({}, new Error("550 <inbox@agentur.example>: mailbox unavailable"));
    const response = await request();
    expect(response.status).toBe(502);
    expect(response.body).toHaveProperty("error");
    expect(logged.join("\n")).toContain("mailbox unavailable");
    expect(logged.join("\n")).not.toContain("@");
  });

  it("answers a JSON 500 for an error it did not expect, logging none of the request", async () => {
    const { request, logged } = setup({}, null);
    const body = { kind: "raw" as const, read: () => Promise.reject(new Error("x")) };
    expect((await request({ body })).status).toBe(400);
    const secret = "geheime-nachricht";
    const exploding = {
      get kind(): "raw" {
        throw new Error(secret);
      },
      read: async () => new Uint8Array(),
    };
    const response = await request({ body: exploding as never });
    expect(response).toMatchObject({ status: 500, body: { error: expect.any(String) } });
    expect(logged.join("\n")).not.toContain(secret);
  });

  it("on a preview, checks the request as always but sends nothing and says so with 503", async () => {
    const { sent, request } = setup({ preview: true });
    expect(await request()).toEqual({
      status: 503,
      headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
      body: { error: contactMessages.de.preview, preview: true },
    });
    expect(contactMessages.de.preview).toMatch(/^Dies ist eine Vorschau der Website: Nachrichten werden hier nicht versendet\./);
    expect((await request({ body: jsonBody({ ...valid, email: "kaputt" }) })).status).toBe(422);
    expect((await request({ headers: { ...headers, "x-api-key": "nope" } })).status).toBe(401);
    expect(sent).toHaveLength(0);
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

  it("counts the addresses of one IPv6 /64 network as one client", async () => {
    const { sent, request } = setup();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push((await request({ remoteAddress: `2001:db8:aa:bb::${i}` })).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(sent).toHaveLength(3);
    expect((await request({ remoteAddress: "2001:db8:aa:bc::1" })).status).toBe(200);
  });

  it("ignores X-Forwarded-For unless the site runs behind a trusted proxy", async () => {
    const spoofed = (ip: string) => ({ headers: { ...headers, "x-forwarded-for": ip } });
    const direct = setup();
    for (let i = 0; i < 3; i++) await direct.request(spoofed(`192.0.2.${i}`));
    expect((await direct.request(spoofed("192.0.2.99"))).status).toBe(429);
  });

  it("behind a proxy, a client cannot lift the limit by writing X-Forwarded-For itself", async () => {
    const proxied = setup({ trustedProxyHops: 1 });
    // The proxy appends the address it saw (203.0.113.7); what stands left of it is the client's.
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await proxied.request({ headers: { ...headers, "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` } })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect((await proxied.request({ headers: { ...headers, "x-forwarded-for": "203.0.113.8" } })).status).toBe(200);
  });

  describe("a form post from the contact page", () => {
    const formHeaders = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
    const form = (fields: Record<string, string>) => rawBody(new URLSearchParams(fields).toString());
    const filled = {
      name: "Anna Müller",
      email: "anna@example.org",
      message: "Hallo\r\nZeile 2",
      agreed_to_agbs: "on",
      api_key: "test-key",
    };
    const post = (request: ReturnType<typeof setup>["request"], fields: Record<string, string>, extra: Record<string, string> = {}) =>
      request({ headers: { ...formHeaders, ...extra }, body: form(fields) });

    it("sends the mail once and answers 303 to the thank-you page", async () => {
      const { sent, request } = setup();
      const answer = await post(request, filled);
      expect(answer).toMatchObject({ status: 303, headers: { Location: "/kontakt/danke/", "Cache-Control": "no-store" } });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ replyTo: { name: "Anna Müller", address: "anna@example.org" } });
      expect(sent[0].text).toContain("Hallo\r\nZeile 2");
    });

    it.each([
      ["the consent not ticked", { agreed_to_agbs: "" }, "einwilligung"],
      ["a wrong e-mail address", { email: "keine-adresse" }, "e-mail"],
      ["no name", { name: "" }, "name"],
      ["no message", { message: " " }, "nachricht"],
      ["a wrong key", { api_key: "falsch" }, "ungueltig"],
    ])("answers %s with 303 to the explanation, sending nothing", async (_case, change, anchor) => {
      const { sent, request } = setup();
      const fields = Object.fromEntries(Object.entries({ ...filled, ...change }).filter(([, value]) => value !== ""));
      const answer = await post(request, fields);
      expect(answer).toMatchObject({ status: 303, headers: { Location: `/kontakt/fehler/#${anchor}` } });
      expect(sent).toHaveLength(0);
    });

    it("refuses a field sent twice", async () => {
      const { sent, request } = setup();
      const answer = await request({ headers: formHeaders, body: rawBody(`${new URLSearchParams(filled)}&email=b@example.org`) });
      expect(answer.headers.Location).toBe("/kontakt/fehler/#ungueltig");
      expect(sent).toHaveLength(0);
    });

    it("says so when the mail could not be sent, or too many came from one visitor", async () => {
      const failing = setup({}, new Error("down"));
      expect((await post(failing.request, filled)).headers.Location).toBe("/kontakt/fehler/#nicht-zugestellt");
      const { request } = setup({ rateLimit: 1 });
      await post(request, filled);
      const limited = await post(request, filled);
      expect(limited.headers.Location).toBe("/kontakt/fehler/#zu-viele-anfragen");
      expect(limited.headers["Retry-After"]).toBeUndefined();
    });

    it("on a preview, sends nothing and leads to the problem page's explanation", async () => {
      const { sent, request } = setup({ preview: true });
      expect((await post(request, filled)).headers.Location).toBe("/kontakt/fehler/#vorschau");
      expect((await post(request, { ...filled, email: "keine-adresse" })).headers.Location).toBe("/kontakt/fehler/#e-mail");
      expect(sent).toHaveLength(0);
    });

    it("drops a bot's post (the hidden field filled) but thanks it all the same", async () => {
      const { sent, request } = setup();
      expect((await post(request, { ...filled, website: "spam" })).headers.Location).toBe("/kontakt/danke/");
      expect(sent).toHaveLength(0);
    });

    it("accepts it from the site's own pages only, deciding before the body is read", async () => {
      const read = jest.fn();
      const cases: [Record<string, string>, number][] = [
        [{ "sec-fetch-site": "same-origin" }, 303],
        [{ "sec-fetch-site": "cross-site", origin: "http://site.test", host: "site.test" }, 403],
        [{ "sec-fetch-site": "same-site" }, 403],
        [{ origin: "http://site.test", host: "site.test" }, 303],
        [{ origin: "https://www.agentur.example", host: "127.0.0.1:9000" }, 303],
        [{ origin: "https://evil.example", host: "site.test" }, 403],
        [{ origin: "null", host: "site.test" }, 403],
        [{ referer: "http://site.test/kontakt/", host: "site.test" }, 303],
        [{ referer: "https://evil.example/kontakt/", host: "site.test" }, 403],
        [{ host: "site.test" }, 403],
      ];
      for (const [from, status] of cases) {
        const { request } = setup({ siteUrl: "https://www.agentur.example" });
        const body = status === 403 ? { kind: "raw" as const, read } : form(filled);
        const answer = await request({ headers: { "content-type": "application/x-www-form-urlencoded", ...from }, body });
        expect([from, answer.status]).toEqual([from, status]);
      }
      expect(read).not.toHaveBeenCalled();
    });

    it("reads a form body its host already parsed the same way", async () => {
      const { sent, request } = setup();
      const answer = await request({ headers: formHeaders, body: { kind: "parsed", value: filled } });
      expect(answer.headers.Location).toBe("/kontakt/danke/");
      expect(sent).toHaveLength(1);
    });
  });

  describe("in the visitor's language", () => {
    const asked = (language: Language) => (language === "de" ? {} : { query: { lang: language } });
    type Refusal = [string, Partial<ContactHttpRequest>, number, keyof ContactMessages];
    const refusals: Refusal[] = [
      ["another method", { method: "GET" }, 405, "methodNotAllowed"],
      ["a wrong key", { headers: { ...headers, "x-api-key": "nope" } }, 401, "wrongKeyHeader"],
      ["a compressed body", { headers: { ...headers, "content-encoding": "gzip" } }, 415, "compressed"],
      ["a multipart upload", { headers: { ...headers, "content-type": "multipart/form-data" } }, 415, "unsupportedType"],
      [
        "a form from another site",
        { headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } },
        403,
        "foreignForm",
      ],
      ["a declared length over 16 KB", { headers: { ...headers, "content-length": String(16 * 1024 + 1) } }, 413, "tooLarge"],
      ["malformed JSON", { body: rawBody("{") }, 400, "notJson"],
      ["a wrong field", { body: jsonBody({ ...valid, email: "kaputt" }) }, 422, "invalidFields"],
    ];

    it.each(["de", "en"] as const)(
      "words every refusal in the language the address names (%s), before the body is read too",
      async (language) => {
        const read = jest.fn();
        for (const [what, change, status, text] of refusals) {
          const { request } = setup();
          const before = status !== 400 && status !== 422 && !change.body;
          const answer = await request({ ...asked(language), ...change, ...(before && { body: { kind: "raw", read } }) });
          expect([what, answer.status, answer.body]).toEqual([
            what,
            status,
            expect.objectContaining({ error: contactMessages[language][text] }),
          ]);
        }
        expect(read).not.toHaveBeenCalled();
        const { request } = setup({ rateLimit: 1 });
        await request(asked(language));
        expect((await request(asked(language))).body).toEqual({ error: contactMessages[language].tooMany });
        const failing = setup({}, new Error("down"));
        expect((await failing.request(asked(language))).body).toEqual({ error: contactMessages[language].notDelivered });
      },
    );

    it("names a wrong field in that language", async () => {
      const { request } = setup();
      const answer = await request({ query: { lang: "en" }, body: jsonBody({ ...valid, email: "kaputt", name: " " }) });
      expect(answer.body).toEqual({
        error: "Some details are missing or not valid.",
        fields: { name: "Name is missing", email: "Email is not a valid address" },
      });
    });

    it("answers in German without the parameter, or with one that names no declared language once", async () => {
      const { request } = setup();
      for (const query of [undefined, {}, { lang: "fr" }, { lang: "EN" }, { lang: ["en", "en"] }]) {
        expect([query, (await request({ method: "GET", query })).body]).toEqual([query, { error: "Nur POST ist erlaubt." }]);
      }
    });

    it("sends a form post from an English page to the English thank-you and problem pages", async () => {
      const { request } = setup();
      const form = { name: "Anna", email: "anna@example.org", message: "Hello", agreed_to_agbs: "on", api_key: "test-key" };
      const post = (fields: Record<string, string>) =>
        request({
          query: { lang: "en" },
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          body: rawBody(new URLSearchParams(fields).toString()),
        });
      expect((await post(form)).headers.Location).toBe("/en/contact/thanks/");
      expect((await post({ ...form, email: "none" })).headers.Location).toBe("/en/contact/error/#email");
      expect((await post({ ...form, api_key: "wrong" })).headers.Location).toBe("/en/contact/error/#invalid");
    });

    it("tells the agency in the mail, in German, which language the visitor wrote in", async () => {
      const { sent, request } = setup();
      await request({ query: { lang: "en" } });
      await request();
      expect(sent.map((mail) => mail.text.match(/^Sprache der Seite: .*$/m)?.[0])).toEqual([
        "Sprache der Seite: Englisch",
        "Sprache der Seite: Deutsch",
      ]);
      expect(sent[0].html).toContain('<th align="left" style="padding:4px 12px 4px 0">Sprache der Seite</th><td>Englisch</td>');
    });
  });
});
