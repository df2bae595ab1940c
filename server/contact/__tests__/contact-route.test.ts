/** @jest-environment node */
import type { InjectOptions } from "fastify";
import type { ContactConfig } from "../contact-config";
import { MailNotStoredError, type MailTransport } from "../mail";
import { contactMessages, type ContactMessages } from "../../../core/contact/messages";
import type { Language } from "../../../core/languages";
import { fixedValues } from "../../../core/settings/fixed-values";
import { contactTestServer, validContactFields as valid } from "../../../src/test-utils/contact-requests";

const headers = { "content-type": "application/json", "x-api-key": "test-key" };
const failing = (error: Error): MailTransport => ({ send: () => Promise.reject(error) });
const json = (value: unknown) => ({ payload: JSON.stringify(value) });

async function setup(config: Partial<ContactConfig> = {}, options: Parameters<typeof contactTestServer>[1] = {}) {
  const server = await contactTestServer(config, options);
  return { ...server, request: (change: InjectOptions = {}) => server.post(change) };
}

describe("POST /api/send-email", () => {
  it("delivers a valid request once and answers 200, never to be cached", async () => {
    const { sent, request } = await setup();
    const answer = await request();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(answer.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("inbox@agentur.example");
  });

  it.each([
    ["GET", { method: "GET", payload: undefined }, 405],
    ["no key", { headers: { "x-api-key": "" } }, 401],
    ["wrong key", { headers: { "x-api-key": "nope" } }, 401],
    ["the key twice, one of them wrong", { headers: { "x-api-key": ["test-key", "nope"] } }, 401],
    [
      "a form post from another site",
      { headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", host: "site.test" } },
      403,
    ],
    ["a multipart upload", { headers: { "content-type": "multipart/form-data; boundary=x" } }, 415],
    ["no content type", { headers: { "content-type": "" } }, 415],
    ["a content type named like an object's property", { headers: { "content-type": "constructor" } }, 415],
    ["JSON in another charset", { headers: { "content-type": "application/json; charset=latin1" } }, 415],
    ["a gzip body", { headers: { "content-encoding": "gzip" } }, 415],
    ["a body over 16 KB", { payload: `{"message":"${"x".repeat(16 * 1024)}"}` }, 413],
    ["malformed JSON", { payload: '{"name": ' }, 400],
    ["bytes that are not UTF-8", { payload: Buffer.from([0x7b, 0xff, 0x7d]) }, 400],
    ["a JSON array", json([valid]), 400],
    ["a JSON string", json("Hallo"), 400],
    ["5,000 nested arrays", { payload: "[".repeat(5000) + "]".repeat(5000) }, 400],
    ["a 3,000 deep object within the size limit", { payload: '{"":'.repeat(3000) + "1" + "}".repeat(3000) }, 422],
    ["a field that is an object", json({ ...valid, name: { first: "Anna" } }), 422],
    ["missing consent", json({ ...valid, agreed_to_agbs: false }), 422],
    ["consent as text", json({ ...valid, agreed_to_agbs: "true" }), 422],
  ] as [string, InjectOptions, number][])("rejects %s with a JSON error, sending nothing", async (_case, change, status) => {
    const { sent, request } = await setup();
    const answer = await request(change);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(sent).toHaveLength(0);
  });

  it("names the wrong fields, each of them", async () => {
    const { request } = await setup();
    expect((await request(json({ ...valid, email: "kaputt", message: 5 }))).json()).toEqual({
      error: expect.any(String),
      fields: { email: expect.any(String), message: "Nachricht muss ein Text sein" },
    });
  });

  it("says which method is allowed", async () => {
    const { request } = await setup();
    expect((await request({ method: "PUT" })).headers.allow).toBe("POST");
  });

  it("accepts a bot's request without sending it, and without counting it", async () => {
    const accepted = jest.fn();
    const server = await contactTestServer();
    const { sent, post } = server;
    expect((await post(json({ ...valid, website: "spam" }))).statusCode).toBe(200);
    expect(sent).toHaveLength(0);
    expect(accepted).not.toHaveBeenCalled();
  });

  it("answers 503 when the queue cannot store it, 502 when the mail server refuses, logging no address", async () => {
    const stored = await setup({}, { transport: failing(new MailNotStoredError("disk full")) });
    expect((await stored.request()).statusCode).toBe(503);
    const { request, logged } = await setup({}, { transport: failing(new Error("550 <inbox@agentur.example>: mailbox unavailable")) });
    expect((await request()).statusCode).toBe(502);
    expect(logged.join("\n")).toContain("mailbox unavailable");
    expect(logged.join("\n")).not.toContain("inbox@agentur.example");
  });

  it("answers a JSON 500 for an error it did not expect, logging none of the request", async () => {
    const secret = "geheime-nachricht";
    const { request, logged } = await setup(
      {},
      {
        now: () => {
          throw new Error(secret);
        },
      },
    );
    const answer = await request(json({ ...valid, message: secret }));
    expect([answer.statusCode, answer.json()]).toEqual([500, { error: contactMessages.de.serverError }]);
    expect(logged.join("\n")).toContain("unerwarteter Fehler");
    expect(logged.join("\n")).not.toContain(secret);
  });

  it("on a preview, checks the request as always but sends nothing and says so with 503", async () => {
    const { sent, request } = await setup({ preview: true });
    const answer = await request();
    expect([answer.statusCode, answer.json()]).toEqual([503, { error: contactMessages.de.preview, preview: true }]);
    expect(contactMessages.de.preview).toMatch(/^Dies ist eine Vorschau der Website: Nachrichten werden hier nicht versendet\./);
    expect((await request(json({ ...valid, email: "kaputt" }))).statusCode).toBe(422);
    expect((await request({ headers: { "x-api-key": "nope" } })).statusCode).toBe(401);
    expect(sent).toHaveLength(0);
  });

  it("limits each client and says when to retry", async () => {
    const { sent, request } = await setup();
    for (let i = 0; i < 3; i++) expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(sent).toHaveLength(3);
    expect((await request({ remoteAddress: "10.0.0.2" })).statusCode).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 network as one client", async () => {
    const { sent, request } = await setup();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push((await request({ remoteAddress: `2001:db8:aa:bb::${i}` })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(sent).toHaveLength(3);
    expect((await request({ remoteAddress: "2001:db8:aa:bc::1" })).statusCode).toBe(200);
  });

  it("accepts no more than its ceiling from all visitors together in ten minutes", async () => {
    const { sent, request } = await setup({ rateLimit: 1000 });
    const ceiling = fixedValues.acceptedRequestsPerWindow;
    const statuses = [];
    for (let i = 0; i < ceiling + 3; i++) statuses.push((await request({ remoteAddress: `2001:db8:${i}::1` })).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ceiling);
    expect(statuses.slice(ceiling)).toEqual([429, 429, 429]);
    expect(sent).toHaveLength(ceiling);
  });

  it("ignores X-Forwarded-For unless the site runs behind a trusted proxy", async () => {
    const direct = await setup();
    for (let i = 0; i < 3; i++) await direct.request({ headers: { "x-forwarded-for": `192.0.2.${i}` } });
    expect((await direct.request({ headers: { "x-forwarded-for": "192.0.2.99" } })).statusCode).toBe(429);
  });

  it("behind a proxy on this machine, a client cannot lift the limit by writing X-Forwarded-For itself", async () => {
    const proxied = await setup({}, { trustProxy: "loopback" });
    // The proxy appends the address it saw (203.0.113.7); what stands left of it is the client's.
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await proxied.request({ headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` } })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect((await proxied.request({ headers: { "x-forwarded-for": "203.0.113.8" } })).statusCode).toBe(200);
    // A client that reaches the port directly is no proxy: its header is ignored.
    const statusesDirect = [];
    for (let i = 0; i < 4; i++) {
      statusesDirect.push(
        (await proxied.request({ remoteAddress: "192.0.2.50", headers: { "x-forwarded-for": `198.51.100.${i}` } })).statusCode,
      );
    }
    expect(statusesDirect).toEqual([200, 200, 200, 429]);
  });

  describe("a form post from the contact page", () => {
    const formHeaders = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
    const filled = {
      name: "Anna Müller",
      email: "anna@example.org",
      message: "Hallo\r\nZeile 2",
      agreed_to_agbs: "on",
      api_key: "test-key",
    };
    const form = (fields: Record<string, string>, extra: Record<string, string> = {}): InjectOptions => ({
      headers: { ...formHeaders, ...extra },
      payload: new URLSearchParams(fields).toString(),
    });

    it("sends the mail once and answers 303 to the thank-you page", async () => {
      const { sent, request } = await setup();
      const answer = await request(form(filled));
      expect([answer.statusCode, answer.headers.location, answer.headers["cache-control"]]).toEqual([303, "/kontakt/danke/", "no-store"]);
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
      const { sent, request } = await setup();
      const fields = Object.fromEntries(Object.entries({ ...filled, ...change }).filter(([, value]) => value !== ""));
      const answer = await request(form(fields));
      expect([answer.statusCode, answer.headers.location]).toEqual([303, `/kontakt/fehler/#${anchor}`]);
      expect(sent).toHaveLength(0);
    });

    it("refuses a field sent twice", async () => {
      const { sent, request } = await setup();
      const answer = await request({ headers: formHeaders, payload: `${new URLSearchParams(filled)}&email=b@example.org` });
      expect(answer.headers.location).toBe("/kontakt/fehler/#e-mail");
      expect(sent).toHaveLength(0);
    });

    it("says so when the mail could not be sent, or too many came from one visitor", async () => {
      const down = await setup({}, { transport: failing(new Error("down")) });
      expect((await down.request(form(filled))).headers.location).toBe("/kontakt/fehler/#nicht-zugestellt");
      const { request } = await setup({ rateLimit: 1 });
      await request(form(filled));
      const limited = await request(form(filled));
      expect(limited.headers.location).toBe("/kontakt/fehler/#zu-viele-anfragen");
      expect(limited.headers["retry-after"]).toBeUndefined();
    });

    it("on a preview, sends nothing and leads to the problem page's explanation", async () => {
      const { sent, request } = await setup({ preview: true });
      expect((await request(form(filled))).headers.location).toBe("/kontakt/fehler/#vorschau");
      expect((await request(form({ ...filled, email: "keine-adresse" }))).headers.location).toBe("/kontakt/fehler/#e-mail");
      expect(sent).toHaveLength(0);
    });

    it("drops a bot's post (the hidden field filled) but thanks it all the same", async () => {
      const { sent, request } = await setup();
      expect((await request(form({ ...filled, website: "spam" }))).headers.location).toBe("/kontakt/danke/");
      expect(sent).toHaveLength(0);
    });

    it("accepts it from the site's own pages only", async () => {
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
      const { request } = await setup({ siteUrl: "https://www.agentur.example", rateLimit: 100 });
      for (const [from, status] of cases) {
        const answer = await request({
          headers: { "content-type": "application/x-www-form-urlencoded", ...from },
          payload: new URLSearchParams(filled).toString(),
        });
        expect([from, answer.statusCode]).toEqual([from, status]);
      }
    });
  });

  describe("in the visitor's language", () => {
    const asked = (language: Language) => (language === "de" ? {} : { query: { lang: language } });
    type Refusal = [string, InjectOptions, number, keyof ContactMessages];
    const refusals: Refusal[] = [
      ["another method", { method: "GET", payload: undefined }, 405, "methodNotAllowed"],
      ["a wrong key", { headers: { "x-api-key": "nope" } }, 401, "wrongKeyHeader"],
      ["a compressed body", { headers: { "content-encoding": "gzip" } }, 415, "compressed"],
      ["a multipart upload", { headers: { "content-type": "multipart/form-data" } }, 415, "unsupportedType"],
      [
        "a form from another site",
        { headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } },
        403,
        "foreignForm",
      ],
      ["a body over 16 KB", { payload: `{"message":"${"x".repeat(16 * 1024)}"}` }, 413, "tooLarge"],
      ["malformed JSON", { payload: "{" }, 400, "notJson"],
      ["a JSON array", json([]), 400, "notAnObject"],
      ["a wrong field", json({ ...valid, email: "kaputt" }), 422, "invalidFields"],
    ];

    it.each(["de", "en"] as const)("words every refusal in the language the address names (%s)", async (language) => {
      const { request } = await setup({ rateLimit: 100 });
      for (const [what, change, status, text] of refusals) {
        const answer = await request({ ...asked(language), ...change, headers: { ...headers, ...change.headers } });
        expect([what, answer.statusCode, answer.json()]).toEqual([
          what,
          status,
          expect.objectContaining({ error: contactMessages[language][text] }),
        ]);
      }
      const limited = await setup({ rateLimit: 1 });
      await limited.request(asked(language));
      expect((await limited.request(asked(language))).json()).toEqual({ error: contactMessages[language].tooMany });
      const down = await setup({}, { transport: failing(new Error("down")) });
      expect((await down.request(asked(language))).json()).toEqual({ error: contactMessages[language].notDelivered });
    });

    it("names a wrong field in that language", async () => {
      const { request } = await setup();
      const answer = await request({ query: { lang: "en" }, ...json({ ...valid, email: "kaputt", name: " " }) });
      expect(answer.json()).toEqual({
        error: "Some details are missing or not valid.",
        fields: { name: "Name is missing", email: "Email is not a valid address" },
      });
    });

    it("answers in German without the parameter, or with one that names no declared language once", async () => {
      const { request } = await setup();
      for (const query of [undefined, {}, { lang: "fr" }, { lang: "EN" }, { lang: ["en", "en"] }] as InjectOptions["query"][]) {
        const answer = await request({ method: "GET", payload: undefined, query });
        expect([query, answer.json()]).toEqual([query, { error: "Nur POST ist erlaubt." }]);
      }
    });

    it("sends a form post from an English page to the English thank-you and problem pages", async () => {
      const { request } = await setup();
      const filled = { name: "Anna", email: "anna@example.org", message: "Hello", agreed_to_agbs: "on", api_key: "test-key" };
      const post = async (fields: Record<string, string>) =>
        (
          await request({
            query: { lang: "en" },
            headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
            payload: new URLSearchParams(fields).toString(),
          })
        ).headers.location;
      expect(await post(filled)).toBe("/en/contact/thanks/");
      expect(await post({ ...filled, email: "none" })).toBe("/en/contact/error/#email");
      expect(await post({ ...filled, api_key: "wrong" })).toBe("/en/contact/error/#invalid");
    });

    it("tells the agency in the mail, in German, which language the visitor wrote in", async () => {
      const { sent, request } = await setup();
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
