/** @jest-environment node */
import fc from "fast-check";
import { limits } from "../../../core/contact/contact-request";
import { formPages } from "../../../core/contact/form-post-answer";
import { contactTestServer, testContactConfig, validContactFields as valid } from "../../../src/test-utils/contact-requests";
import type { MailTransport } from "../mail";

/**
 * Property-based fuzzing of the contact route: whatever a client sends (method, headers, bytes), the visitor gets
 * one of the documented answers, the agency's inbox gets at most one mail and only the inbox, and the log never
 * quotes the request.
 */
const ANSWERS = [200, 303, 400, 401, 403, 405, 413, 415, 422, 502];
const KEY = testContactConfig.apiKey;
const ATTACKERS = ["evil@attacker.example", "Eve <eve@attacker.example>", `${testContactConfig.mailTo}\r\nBcc: evil@attacker.example`];

const marker = fc.stringMatching(/^[a-z]{12}$/).map((letters) => `m${letters}`);
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zz",
  "text/plain",
  "constructor",
  "json",
);
const anyHeaders = fc.record(
  {
    "content-type": contentType,
    "x-api-key": fc.constantFrom(KEY, "wrong", ""),
    "content-encoding": fc.constantFrom("gzip", "identity"),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site"),
    origin: fc.constantFrom("https://evil.example", "null"),
  },
  { requiredKeys: [] },
);
/** Mostly what the dialog and the contact page send, so that the body's checks are reached. */
const headers = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ "content-type": "application/json", "x-api-key": KEY }) },
  { weight: 1, arbitrary: fc.constant({ "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" }) },
  { weight: 1, arbitrary: fc.constant({ "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" }) },
  { weight: 2, arbitrary: anyHeaders },
);
const often = <T>(usual: T, other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: other });
/** The fields as a form sends them: each as text. */
function formFields(fields: Record<string, unknown>): Record<string, string> {
  const text = (value: unknown) => {
    try {
      return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    } catch {
      return "";
    }
  };
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, text(value)]));
}

/** A body: the fields with the marker in one of them, attackers' addresses, prototype keys, or any bytes. */
const body = (mark: string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          name: often<unknown>(`Anna ${mark}`, fc.oneof(fc.constantFrom(...ATTACKERS), fc.anything())),
          email: often(`${mark}@example.org`, fc.constantFrom(...ATTACKERS)),
          message: often(
            `Hallo ${mark}`,
            fc.string({ maxLength: 300 }).map((text) => text + mark),
          ),
          agreed_to_agbs: often<unknown>(true, fc.anything()),
          website: fc.constantFrom(undefined, "", "spam"),
          __proto__: fc.constantFrom(undefined, { isAdmin: true }),
        })
        .chain((fields) =>
          fc.constantFrom(JSON.stringify(fields), new URLSearchParams({ ...formFields(fields), api_key: KEY }).toString()),
        ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.concat([Buffer.from(bytes), Buffer.from(mark)])) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => "[".repeat(depth) + mark + "]".repeat(depth)) },
  );

describe("POST /api/send-email under fuzzing", () => {
  it("answers any method, headers and bytes with a documented answer, one mail at most, to the inbox, logging none of it", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "POST", "POST", "PUT", "GET", "DELETE"),
        headers,
        marker.chain((mark) => fc.tuple(fc.constant(mark), body(mark))),
        fc.boolean(),
        async (method, sent, [mark, payload], fails) => {
          const failing: MailTransport | undefined = fails ? { send: () => Promise.reject(new Error("421 try later")) } : undefined;
          const server = await contactTestServer({ rateLimit: 1_000_000 }, { transport: failing });
          const answer = await server.app.inject({
            method: method as "POST",
            url: "/api/send-email",
            headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Record<string, string>,
            ...(method === "GET" ? {} : { payload }),
          });
          seen.add(answer.statusCode);
          expect(ANSWERS).toContain(answer.statusCode);
          if (answer.statusCode === 303)
            expect(answer.headers.location).toMatch(new RegExp(`^(${formPages.de.thanks}|${formPages.de.problem}#)`));
          const accepted = answer.statusCode === 200 || answer.headers.location === formPages.de.thanks;
          expect(answer.json()).toEqual(expect.objectContaining(accepted ? { ok: true } : { error: expect.any(String) }));
          expect(answer.headers["cache-control"]).toBe("no-store");
          expect(server.sent.length).toBeLessThanOrEqual(1);
          for (const mail of server.sent) expect([mail.to, mail.from]).toEqual([testContactConfig.mailTo, testContactConfig.mailFrom]);
          expect(server.logged.join("\n")).not.toContain(mark);
          await server.app.close();
        },
      ),
      { numRuns: 300 },
    );
    // The generator reaches every step: the headers, the body's parsing and shape, the fields, the mail.
    for (const status of [200, 303, 400, 401, 405, 415, 422]) expect(seen).toContain(status);
  }, 60_000);

  it("draws every limit where it is documented: 16 KiB body, 200-character name, 254-character address, 5,000-character message", async () => {
    const units = fc.constantFrom("a", "ä", "€", "𝔄");
    const around = (limit: number) => fc.constantFrom(1, limit - 1, limit, limit + 1);
    const server = await contactTestServer({ rateLimit: 1_000_000 });
    await fc.assert(
      fc.asyncProperty(
        around(limits.nameMax),
        around(limits.emailMax),
        around(limits.messageMax),
        units,
        async (nameLength, emailLength, messageLength, unit) => {
          const domain = "@example.org";
          const fields = {
            ...valid,
            name: unit.repeat(nameLength),
            email: "x".repeat(Math.max(1, emailLength - domain.length)) + domain,
            message: unit.repeat(messageLength),
          };
          const payload = JSON.stringify(fields);
          const before = server.sent.length;
          const answer = await server.post({ payload });
          if (Buffer.byteLength(payload) > limits.bodyMaxBytes) return void expect(answer.statusCode).toBe(413);
          const wrong = [
            nameLength > limits.nameMax && "name",
            fields.email.length > limits.emailMax && "email",
            messageLength > limits.messageMax && "message",
          ].filter(Boolean);
          if (wrong.length > 0) {
            expect(answer.statusCode).toBe(422);
            return void expect(Object.keys(answer.json().fields).sort()).toEqual(wrong.sort());
          }
          expect(answer.statusCode).toBe(200);
          expect(server.sent.slice(before).map((mail) => mail.replyTo)).toEqual([{ name: fields.name, address: fields.email }]);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
