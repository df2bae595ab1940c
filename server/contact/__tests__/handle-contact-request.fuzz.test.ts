/** @jest-environment node */
import fc from "fast-check";
import type { MailMessage } from "../compose-contact-mail";
import type { ContactConfig } from "../contact-config";
import { limits } from "../../../core/contact/contact-request";
import { formPages, formProblems } from "../../../core/contact/form-post-answer";

// The German answers: the fuzzed requests name no language.
const FORM_PAGES = formPages.de;
const FORM_PROBLEMS = formProblems.de;
import type { ContactHttpRequest, ContactHttpResponse } from "../../../core/contact/contact-http";
import { createContactHandler } from "../handle-contact-request";
import { rawBody, testContactConfig, validContactFields as valid } from "../../../src/test-utils/contact-requests";

/**
 * Property-based fuzzing of the contact endpoint: whatever a client sends (method, headers,
 * bytes) or a host hands over already parsed, the visitor gets one of the documented JSON
 * answers, the agency's inbox gets at most one mail, and the log never quotes the request.
 */

const ANSWERS = [200, 303, 400, 401, 403, 405, 413, 415, 422, 429, 502];
const FORM_PROBLEM_ANCHORS = Object.values(FORM_PROBLEMS).map((anchor) => `${FORM_PAGES.problem}#${anchor}`);
const KEY = testContactConfig.apiKey;
const ATTACKER_DOMAIN = "attacker.example";
const ATTACKERS = [
  "evil@attacker.example",
  "Eve <eve@attacker.example>",
  "a@attacker.example, b@attacker.example",
  `${testContactConfig.mailTo}\r\nBcc: evil@attacker.example`,
  "evil@attacker.example%0d%0abcc:x@attacker.example",
];
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];
const RECEIVED_AT = new Date("2024-05-06T09:30:00Z");

type Headers = ContactHttpRequest["headers"];
type BodySpec = { kind: "raw"; bytes: Uint8Array; cuts: number[] } | { kind: "parsed"; value: unknown };

/** A request as generated: plain data, turned into a fresh request (a body reads only once) per run. */
interface RequestSpec {
  method: string;
  headers: Headers;
  remoteAddress: string | undefined;
  body: BodySpec;
  /** Occurs in the body (and nowhere else): the log must never contain it. */
  marker: string;
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

/**
 * Shows a large or deep value in a counterexample by a short description: fast-check would
 * print 16 KB in full, and overflow its stack on 20,000 levels, hiding the failure itself.
 * The property is not enumerable and keyed by a symbol: JSON, spreading and the handler never see it.
 */
function described<T extends object>(value: T, description: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => description });
  return value;
}

/** Bytes that print as their length and the start of their text. */
const shown = (bytes: Uint8Array) =>
  bytes.length <= 300
    ? bytes
    : described(bytes, `<${bytes.length} bytes: ${JSON.stringify(Buffer.from(bytes.subarray(0, 120)).toString())}…>`);

/** The body's bytes in the chunks they arrive in, cut at arbitrary points (also inside a UTF-8 sequence). */
function chunksOf(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of points) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  chunks.push(bytes.subarray(start));
  return chunks;
}

/** The body's length as a client would declare it; for a parsed body, that of its JSON text. */
function bodyLength(body: BodySpec): number {
  if (body.kind === "raw") return body.bytes.length;
  try {
    return Buffer.byteLength(JSON.stringify(body.value) ?? "");
  } catch {
    return 0; // BigInt or a cycle: no JSON text
  }
}

function toRequest(spec: RequestSpec): ContactHttpRequest {
  const length = bodyLength(spec.body);
  // `{{length}}`, `{{length+1}}`, `{{length-1}}` in a header stand for the body's real length.
  const resolve = (value: string) => value.replace(/\{\{length([+-]\d+)?\}\}/g, (_, delta?: string) => String(length + Number(delta ?? 0)));
  const headers: Headers = {};
  for (const [name, value] of Object.entries(spec.headers)) {
    headers[name] = Array.isArray(value) ? value.map(resolve) : value === undefined ? undefined : resolve(value);
  }
  return {
    method: spec.method,
    headers,
    remoteAddress: spec.remoteAddress,
    body: spec.body.kind === "raw" ? rawBody(...chunksOf(spec.body.bytes, spec.body.cuts)) : { kind: "parsed", value: spec.body.value },
  };
}

// ---------------------------------------------------------------------------------------
// Harness: a transport that records every mail it is asked to send, a logger that records lines.

interface Harness {
  config: ContactConfig;
  fails: boolean;
  asked: MailMessage[];
  logged: string[];
  handle: (req: ContactHttpRequest) => Promise<ContactHttpResponse>;
}

function harness(overrides: Partial<ContactConfig>, fails: boolean): Harness {
  const config = { ...testContactConfig, ...overrides };
  const asked: MailMessage[] = [];
  const logged: string[] = [];
  const transport = {
    async send(mail: MailMessage) {
      asked.push(mail);
      // As an SMTP server refuses: quoting the envelope, which holds only configured addresses.
      if (fails) throw new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected (from <${mail.from}>)`);
      return "outbox/kontakt.eml";
    },
  };
  const log = { info: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
  const handle = createContactHandler({ config, transport, log, now: () => RECEIVED_AT });
  return { config, fails, asked, logged, handle };
}

/** One request through the handler, checked against every rule that holds whatever was sent. */
async function exchange(
  h: Harness,
  req: ContactHttpRequest,
  marker: string,
): Promise<{ response: ContactHttpResponse; mails: MailMessage[] }> {
  const askedBefore = h.asked.length;
  const loggedBefore = h.logged.length;
  // The handler must always answer: a rejection fails the property right here.
  const response = await h.handle(req);
  const mails = h.asked.slice(askedBefore);
  const lines = h.logged.slice(loggedBefore);
  const { headers, body } = response;

  // 1. Only the documented answers; a 5xx only as 502, and only when the transport failed.
  // A form post is answered 303: to the thank-you page (sent) or a problem page anchor (not
  // sent; the "not delivered" one stands for the 502), never to the server error.
  expect(ANSWERS).toContain(response.status);
  let status = response.status;
  if (status === 303) {
    expect([FORM_PAGES.thanks, ...FORM_PROBLEM_ANCHORS]).toContain(headers.Location);
    expect(headers.Location).not.toBe(`${FORM_PAGES.problem}#${FORM_PROBLEMS.serverError}`);
    if (headers.Location === FORM_PAGES.thanks) status = 200;
    else if (headers.Location === `${FORM_PAGES.problem}#${FORM_PROBLEMS.notDelivered}`) status = 502;
    else status = 400;
  }
  if (status === 502) {
    expect(h.fails).toBe(true);
    expect(mails).toHaveLength(1);
  }

  // 2. A JSON body that says what happened, never cached or sniffed.
  expect(headers["Cache-Control"]).toBe("no-store");
  expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  expect(JSON.parse(JSON.stringify(response))).toStrictEqual(response);
  expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  if (status === 200) {
    expect(body).toStrictEqual({ ok: true });
  } else {
    const error = (body as { error?: unknown }).error;
    expect(typeof error).toBe("string");
    expect((error as string).length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty("ok");
  }
  if (status === 405) expect(headers.Allow).toBe("POST");
  if (status === 429) expect(Number(headers["Retry-After"])).toBeGreaterThanOrEqual(1);
  // The answer never quotes what was sent (nothing to reflect into a page).
  expect(JSON.stringify(response)).not.toContain(marker);

  // 3. At most one mail, only for a 200 (or the failed attempt behind a 502), always to the inbox.
  expect(mails.length).toBeLessThanOrEqual(1);
  if (mails.length === 1) expect(status).toBe(h.fails ? 502 : 200);
  if (status === 200 && mails.length === 0) expect(lines.join("\n")).toContain("Honeypot");
  for (const mail of mails) {
    expect(mail.to).toBe(h.config.mailTo);
    expect(mail.from).toBe(h.config.mailFrom);
    for (const address of [mail.to, mail.from]) {
      expect(address).not.toContain(ATTACKER_DOMAIN);
      expect(address).not.toContain(marker);
    }
  }

  // 4. The log never receives the request's content.
  for (const line of lines) {
    expect(line).not.toContain(marker);
    expect(line).not.toContain(ATTACKER_DOMAIN);
  }
  return { response, mails };
}

// ---------------------------------------------------------------------------------------
// Generators

/** Unique per request: 18 letters no product text contains. */
const markerArb = fc.string({ unit: fc.constantFrom(..."bcdfghjklmnpqrstvwxz"), minLength: 16, maxLength: 16 }).map((s) => `mk${s}`);

const failsArb = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

/** Where a raw body is cut into chunks. */
const cutsArb = fc.array(fc.nat(), { maxLength: 4 });

/** A header as a host may hand it over: once, missing, or repeated with the same or another value. */
function headerValue(value: fc.Arbitrary<string>, missing = 1): fc.Arbitrary<string | string[] | undefined> {
  return fc.oneof(
    { weight: 12, arbitrary: value },
    { weight: missing, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: value.map((v) => [v]) },
    { weight: 1, arbitrary: value.map((v) => [v, v]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [a, b]) },
    { weight: 1, arbitrary: fc.tuple(value, fc.string()).map(([a, b]) => [b, a]) },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
  );
}

const methodArb = fc.oneof(
  { weight: 14, arbitrary: fc.constant("POST") },
  { weight: 2, arbitrary: fc.constantFrom("GET", "PUT", "HEAD", "OPTIONS", "DELETE", "PATCH", "post", "Post", " POST", "POST ", "") },
  { weight: 1, arbitrary: fc.string() },
);

const apiKeyArb = headerValue(
  fc.oneof(
    { weight: 14, arbitrary: fc.constant(KEY) },
    { weight: 1, arbitrary: fc.constantFrom("nope", KEY.toUpperCase(), ` ${KEY}`, `${KEY} `, `${KEY}\u0000`, "", "undefined") },
    { weight: 1, arbitrary: fc.string() },
  ),
);

const contentTypeArb = headerValue(
  fc.oneof(
    { weight: 10, arbitrary: fc.constant("application/json") },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        "application/json; charset=utf-8",
        "application/json;charset=UTF-8",
        'application/json; charset="utf-8"',
        "APPLICATION/JSON",
        " application/json ",
        "application/json;",
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "application/json; charset=latin1",
        "application/json; charset=utf-16",
        "application/json; charset=utf-8; charset=latin1",
        "text/plain",
        "text/plain; charset=utf-8",
        "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
        "application/x-www-form-urlencoded",
        "application/jsonp",
        "application/json, text/plain",
        "",
        ";",
        "garbage",
      ),
    },
    { weight: 1, arbitrary: fc.string() },
  ),
);

const contentEncodingArb = headerValue(
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom("identity", "IDENTITY ", "") },
    { weight: 1, arbitrary: fc.constantFrom("gzip", "deflate", "br", "gzip, identity", "x-gzip") },
    { weight: 1, arbitrary: fc.string() },
  ),
  30,
);

const contentLengthArb = headerValue(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant("{{length}}") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "{{length+1}}",
        "{{length-1}}",
        "0",
        "1",
        String(limits.bodyMaxBytes),
        String(limits.bodyMaxBytes + 1),
        "99999999999999999999",
        "1e9",
        "Infinity",
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom("-1", "abc", "", " 12 ", "0x4001", "16385.5", "NaN", "12, 12") },
    { weight: 1, arbitrary: fc.string() },
  ),
  6,
);

const addressArb = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("::ffff:127.0.0.1", "unknown", "", " ", "garbage"));

const forwardedForArb = headerValue(
  fc.oneof(
    addressArb,
    fc.array(addressArb, { minLength: 1, maxLength: 5 }).map((entries) => entries.join(", ")),
    fc.array(addressArb, { minLength: 1, maxLength: 5 }).map((entries) => entries.join(",")),
    fc.string(),
  ),
  6,
);

/** Headers a host might pass through un-lowercased or that the endpoint should not care about. */
const otherHeadersArb = fc.dictionary(
  fc.constantFrom(
    "X-Api-Key",
    "Content-Type",
    "Content-Length",
    "Transfer-Encoding",
    "host",
    "origin",
    "referer",
    "sec-fetch-site",
    "x-real-ip",
    "forwarded",
    "cookie",
  ),
  fc.oneof(
    fc.string(),
    fc.constant(KEY),
    fc.constant("application/json"),
    fc.constantFrom("same-origin", "cross-site", "https://evil.example", "null"),
  ),
  { maxKeys: 3 },
);

const headersArb: fc.Arbitrary<Headers> = fc
  .record({
    other: otherHeadersArb,
    key: apiKeyArb,
    type: contentTypeArb,
    encoding: contentEncodingArb,
    length: contentLengthArb,
    forwarded: forwardedForArb,
  })
  .map(({ other, key, type, encoding, length, forwarded }) => ({
    ...other,
    "x-api-key": key,
    "content-type": type,
    "content-encoding": encoding,
    "content-length": length,
    "x-forwarded-for": forwarded,
  }));

const remoteAddressArb = fc.option(addressArb, { nil: undefined, freq: 10 });

// Text: any code point, printable graphemes, lone UTF-16 surrogate halves and the usual suspects.
const oneCodePoint = fc.string({ unit: "binary", minLength: 1, maxLength: 1 });
const oneGrapheme = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 });
const halfSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const trickyText = fc.constantFrom(
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "\ud83d\ude00",
  "\u202e",
  "\u2066",
  "\u061c",
  "=?utf-8?B?QmNjOiBldmlsQGF0dGFja2VyLmV4YW1wbGU=?=",
  "\r\nBcc: evil@attacker.example",
  "\n",
  "\u0000",
  "\u0085",
  "\u2028",
  "\t",
  " ",
  "\u00a0",
  "\ufeff",
  "<script>alert(1)</script>",
  '"',
  "\\",
  "ä",
  "𝔄",
  "e\u0301",
);
const wildText = fc.string({
  unit: fc.oneof(
    { weight: 8, arbitrary: oneCodePoint },
    { weight: 4, arbitrary: oneGrapheme },
    { weight: 1, arbitrary: halfSurrogate },
    { weight: 2, arbitrary: trickyText },
  ),
  maxLength: 30,
});
const plainText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 });

/** A text with the marker somewhere in it (or not). */
const withMarker = (text: fc.Arbitrary<string>, marker: string) =>
  fc.tuple(text, text, fc.nat(3)).map(([a, b, where]) => [a + b, marker + a, a + marker + b, a + b + marker][where]);

const jsonValueArb = fc.jsonValue({ maxDepth: 4 });

/** A contact form's fields, mostly plausible, with attacker addresses wherever a mailer might look. */
function contactFields(marker: string): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof(
    { weight: 6, arbitrary: withMarker(plainText, marker) },
    { weight: 2, arbitrary: withMarker(wildText, marker) },
    { weight: 1, arbitrary: fc.constantFrom(...ATTACKERS) },
    { weight: 1, arbitrary: jsonValueArb },
  );
  const email = fc.oneof(
    { weight: 3, arbitrary: fc.constant(`${marker}@example.org`) },
    { weight: 3, arbitrary: fc.emailAddress().map((address) => `${marker}.${address}`) },
    { weight: 1, arbitrary: fc.constantFrom(...ATTACKERS) },
    { weight: 1, arbitrary: withMarker(wildText, marker) },
    { weight: 1, arbitrary: jsonValueArb },
  );
  const message = fc.oneof(
    { weight: 6, arbitrary: withMarker(fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }), marker) },
    { weight: 2, arbitrary: withMarker(wildText, marker) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(limits.messageMax - 1, limits.messageMax, limits.messageMax + 1)
        .map((n) => marker + "x".repeat(n - marker.length)),
    },
    { weight: 1, arbitrary: jsonValueArb },
  );
  const agreed = fc.oneof(
    { weight: 10, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constantFrom(false, "true", 1, null, "ja", [true], {}) },
  );
  const honeypot = fc.oneof(
    { weight: 10, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("", "   ", "spam", marker, null, 0, false, {}, []) },
  );
  const extra = fc.dictionary(
    fc.constantFrom("to", "cc", "bcc", "from", "replyTo", "reply_to", "subject", "mailTo", "recipient", "headers"),
    fc.oneof(fc.constantFrom(...ATTACKERS), fc.constant(ATTACKERS)),
    { maxKeys: 4 },
  );
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 20 });
  return fc
    .record({
      name: optional(name),
      email: optional(email),
      message: optional(message),
      agreed_to_agbs: optional(agreed),
      website: honeypot,
      extra,
    })
    .map(({ extra: attack, ...fields }) => {
      const body: Record<string, unknown> = { ...attack };
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = value;
      return body;
    });
}

/** Nesting written as text: up to 20,000 levels, in arrays, objects, a field, a string, or never closed. */
function deepText(marker: string): fc.Arbitrary<string> {
  const depth = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom(8191, 8192, 8193, 20_000), fc.integer({ min: 1, max: 20_000 }));
  const start = `{"name":"Anna","email":"anna@example.org","agreed_to_agbs":true,"message":`;
  const quoted = JSON.stringify(marker);
  return fc.tuple(depth, fc.nat(6)).map(([n, shape]) => {
    switch (shape) {
      case 0:
        return "[".repeat(n) + quoted + "]".repeat(n);
      case 1:
        return '{"a":'.repeat(n) + quoted + "}".repeat(n);
      case 2:
        return start + "[".repeat(n) + quoted + "]".repeat(n) + "}";
      case 3:
        return "[".repeat(n) + quoted; // never closed
      case 4:
        // Brackets inside a string are text, not nesting.
        return JSON.stringify({ ...valid, message: marker + "[{".repeat(n) });
      case 5:
        // Escaped quotes inside a string must not end it for the nesting scan.
        return JSON.stringify({ ...valid, message: marker + '\\"[{'.repeat(n) });
      default:
        // More closers than openers.
        return start + quoted + "}" + "]}".repeat(n);
    }
  });
}

/** An object written as raw JSON text: duplicate keys, prototype keys, attacker addresses. */
function keyedText(marker: string): fc.Arbitrary<string> {
  const key = fc.constantFrom("name", "email", "message", "agreed_to_agbs", "website", "to", "cc", "bcc", "", ...PROTOTYPE_KEYS);
  const value = fc.constantFrom(
    '"Anna"',
    '"anna@example.org"',
    '"Hallo"',
    "true",
    "false",
    "null",
    "1",
    "[]",
    "{}",
    JSON.stringify(valid),
    '{"agreed_to_agbs":true}',
    '{"__proto__":{"agreed_to_agbs":true,"name":"Anna"}}',
    '{"prototype":{"email":"evil@attacker.example"}}',
    JSON.stringify(ATTACKERS[0]),
    JSON.stringify(ATTACKERS),
    JSON.stringify(marker),
    JSON.stringify(`${marker}@example.org`),
    JSON.stringify(`Anna ${marker}`),
    '"\\ud800"',
    '"\\udc00x"',
    '"\\u0000"',
  );
  const base = Object.entries(valid).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return fc.tuple(fc.boolean(), fc.array(fc.tuple(key, value), { maxLength: 12 }), fc.boolean()).map(([withValid, entries, validFirst]) => {
    const written = entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`);
    const all = withValid ? (validFirst ? [...base, ...written] : [...written, ...base]) : written;
    return `{${all.join(",")}}`;
  });
}

type Padding = "trailing" | "leading" | "filler";

/** A JSON object text grown to exactly `target` bytes (if it is not already larger). */
function padTo(text: string, target: number, padding: Padding): string {
  const missing = target - Buffer.byteLength(text);
  if (missing <= 0) return text;
  const filler = '"filler":"",'.length;
  if (padding === "filler" && text.startsWith("{") && text !== "{}" && missing >= filler) {
    return `{"filler":"${"x".repeat(missing - filler)}",${text.slice(1)}`;
  }
  return padding === "leading" ? " \t\r\n".repeat(missing).slice(0, missing) + text : text + " ".repeat(missing);
}

const nearBodyLimit = fc.constantFrom(limits.bodyMaxBytes - 1, limits.bodyMaxBytes, limits.bodyMaxBytes + 1);
const paddingArb = fc.constantFrom<Padding>("trailing", "leading", "filler");

/** Raw bytes as a client may send them. */
function rawBytes(marker: string): fc.Arbitrary<Uint8Array> {
  const fields = contactFields(marker);
  const fieldsBytes = fields.map((f) => utf8(JSON.stringify(f)));
  const insert = (bytes: Uint8Array, extra: Uint8Array, at: number) => {
    const i = at % (bytes.length + 1);
    return new Uint8Array([...bytes.subarray(0, i), ...extra, ...bytes.subarray(i)]);
  };
  const badUtf8 = fc.constantFrom(
    [0xff],
    [0xc0, 0x80],
    [0xed, 0xa0, 0x80],
    [0xe2, 0x82],
    [0xf4, 0x90, 0x80, 0x80],
    [0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  );
  const bytes = fc.oneof(
    { weight: 10, arbitrary: fieldsBytes },
    { weight: 2, arbitrary: fields.map((f) => utf8(JSON.stringify(f, null, 2))) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(jsonValueArb, fc.nat(2))
        .map(([value, where]) =>
          utf8(JSON.stringify([value, { ...valid, [marker]: value }, { ...valid, name: value, note: marker }][where])),
        ),
    },
    { weight: 3, arbitrary: deepText(marker).map(utf8) },
    { weight: 3, arbitrary: keyedText(marker).map(utf8) },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, nearBodyLimit, paddingArb).map(([f, target, padding]) => utf8(padTo(JSON.stringify(f), target, padding))),
    },
    { weight: 1, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.nat()).map(([bytes, at]) => insert(bytes, utf8(marker), at)) },
    { weight: 1, arbitrary: fc.tuple(fieldsBytes, badUtf8, fc.nat()).map(([bytes, bad, at]) => insert(bytes, new Uint8Array(bad), at)) },
    { weight: 1, arbitrary: fc.tuple(fieldsBytes, fc.nat()).map(([bytes, cut]) => bytes.subarray(0, cut % Math.max(1, bytes.length))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", " ", "null", "{}", "[]", '"x"', "{", "}", "\ufeff{}", "{}{}", '{"name":"Anna"} x').map(utf8),
    },
  );
  return bytes.map(shown);
}

/** A self-referencing object: no host's JSON parser makes one, but the walk must still end. */
function cyclic(marker: string): Record<string, unknown> {
  const value: Record<string, unknown> = { ...valid, note: marker };
  value.self = value;
  return value;
}

/** Nesting built in a loop (not recursively), up to 20,000 levels, placed at the top or in a field. */
function deepValue(marker: string): fc.Arbitrary<unknown> {
  const depth = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom(8193, 20_000), fc.integer({ min: 1, max: 20_000 }));
  return fc
    .tuple(depth, fc.constantFrom("arrays", "objects", "mixed"), fc.constantFrom("top", "field", "extra"))
    .map(([n, shape, place]) => {
      let value: unknown = marker;
      for (let i = 0; i < n; i++)
        value = shape === "arrays" ? [value] : shape === "objects" ? { a: value } : i % 2 ? [value] : { [marker]: value };
      const body = place === "top" ? { note: value } : place === "field" ? { ...valid, message: value } : { ...valid, extra: value };
      return described(body, `<${place === "top" ? "note" : place === "field" ? "message" : "extra"}: ${n} nested ${shape}>`);
    });
}

/** A value a host already parsed (or anything else a host might hand over). */
function parsedValue(marker: string): fc.Arbitrary<unknown> {
  const anything = fc.anything({
    maxDepth: 4,
    key: fc.oneof(fc.string(), fc.constantFrom("name", "email", "message", "agreed_to_agbs", "website", ...PROTOTYPE_KEYS)),
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withObjectString: true,
    stringUnit: "binary",
  });
  return fc.oneof(
    { weight: 8, arbitrary: contactFields(marker) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(anything, fc.nat(2))
        .map(([value, where]) => [value, { ...valid, [marker]: value }, { ...valid, name: value, note: marker }][where]),
    },
    { weight: 1, arbitrary: jsonValueArb },
    { weight: 2, arbitrary: deepValue(marker) },
    // What a host's JSON.parse makes of duplicate and prototype keys.
    { weight: 2, arbitrary: keyedText(marker).map((text) => JSON.parse(text) as unknown) },
    // Fields only inherited, not the request's own; or on an object without a prototype.
    { weight: 1, arbitrary: contactFields(marker).map((fields) => Object.create(fields) as unknown) },
    { weight: 1, arbitrary: contactFields(marker).map((fields) => Object.assign(Object.create(null) as object, fields)) },
    // Bodies at and over the limit. Weighted so that 300 runs reach the 413 rule about 15 times
    // (at weight 1, about 9 times, and once not at all).
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(limits.bodyMaxBytes - 200, limits.bodyMaxBytes + 1, 17_000), fc.constantFrom("x", "ä", "€"), fc.boolean())
        .map(([bytes, unit, wide]) => {
          const text = marker + unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));
          if (!wide) return described({ ...valid, message: text }, `<message of ${Buffer.byteLength(text)} bytes>`);
          // Many short keys instead of one long text.
          const keys = Math.ceil(bytes / 8);
          return described(
            { ...valid, ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, marker])) },
            `<${keys} more keys>`,
          );
        }),
    },
    { weight: 1, arbitrary: fc.constant(null).map(() => cyclic(marker)) },
  );
}

function requestSpec(body: (marker: string) => fc.Arbitrary<BodySpec>): fc.Arbitrary<RequestSpec> {
  return markerArb.chain((marker) =>
    fc.record({
      method: methodArb,
      headers: headersArb,
      remoteAddress: remoteAddressArb,
      body: body(marker),
      marker: fc.constant(marker),
    }),
  );
}

/** The same request with the headers the dialog sends, so that its body is read. */
const wellFormed = (specs: fc.Arbitrary<RequestSpec>) =>
  specs.map((spec) => ({
    ...spec,
    method: "POST",
    headers: {
      ...spec.headers,
      "x-api-key": KEY,
      "content-type": "application/json",
      "content-encoding": undefined,
      "content-length": undefined,
    },
  }));

/** A form post's body from fields: each as text (non-text values written as JSON), the key mostly right. */
function formBytes(marker: string): fc.Arbitrary<Uint8Array> {
  const key = fc.oneof({ weight: 8, arbitrary: fc.constant([KEY]) }, { weight: 1, arbitrary: fc.constantFrom([], ["nope"], [KEY, KEY]) });
  const consent = fc.constantFrom([], ["on"], ["on"], ["true"], ["off"], ["on", "on"]);
  return fc.tuple(contactFields(marker), key, consent).map(([fields, keys, consents]) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (name === "agreed_to_agbs") continue;
      form.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    }
    for (const value of keys) form.append("api_key", value);
    for (const value of consents) form.append("agreed_to_agbs", value);
    return utf8(form.toString());
  });
}

/** The same request as the contact page's form posts it, from the site's own page (or, now and then, not). */
const formPost = (specs: fc.Arbitrary<RequestSpec>) =>
  fc
    .tuple(
      specs,
      fc.constantFrom<Headers>(
        { "sec-fetch-site": "same-origin" },
        { origin: "http://site.test", host: "site.test" },
        { origin: "https://evil.example", host: "site.test" },
        { referer: "http://site.test/kontakt/", host: "site.test" },
        {},
      ),
    )
    .map(([spec, from]) => ({
      ...spec,
      method: "POST",
      headers: { ...from, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": spec.headers["x-forwarded-for"] },
    }));

/** Fuzzed headers, the dialog's, and the form's, so that the header rules and both body rules are reached. */
const mixed = (specs: fc.Arbitrary<RequestSpec>, forms: fc.Arbitrary<RequestSpec>) => fc.oneof(specs, wellFormed(specs), formPost(forms));

const rawSpec = requestSpec((marker) => fc.record({ kind: fc.constant("raw" as const), bytes: rawBytes(marker), cuts: cutsArb }));
const formSpec = requestSpec((marker) =>
  fc.record({
    kind: fc.constant("raw" as const),
    bytes: fc.oneof({ weight: 4, arbitrary: formBytes(marker) }, { weight: 1, arbitrary: rawBytes(marker) }),
    cuts: cutsArb,
  }),
);
const parsedSpec = requestSpec((marker) => fc.record({ kind: fc.constant("parsed" as const), value: parsedValue(marker) }));

/** The statuses a property answered with: each rule must have been reached, or the generators miss it. */
function statusRecorder() {
  const seen = new Set<number>();
  return { seen, note: (status: number) => seen.add(status) };
}

// ---------------------------------------------------------------------------------------

describe("POST /api/send-email under fuzzing", () => {
  it("answers any method, headers and raw bytes with a documented JSON answer, one mail at most, to the inbox, logging none of it", async () => {
    const { seen, note } = statusRecorder();
    await fc.assert(
      fc.asyncProperty(mixed(rawSpec, formSpec), failsArb, fc.constantFrom(0, 1, 2, 5), async (spec, fails, trustedProxyHops) => {
        const h = harness({ rateLimit: 1_000_000, trustedProxyHops }, fails);
        const { response } = await exchange(h, toRequest(spec), spec.marker);
        note(response.status);
      }),
      { numRuns: 500 },
    );
    for (const status of [200, 303, 400, 401, 403, 405, 413, 415, 422, 502]) expect(seen).toContain(status);
  }, 60_000);

  it("answers any value a host already parsed the same way", async () => {
    const { seen, note } = statusRecorder();
    await fc.assert(
      fc.asyncProperty(mixed(parsedSpec, parsedSpec), failsArb, async (spec, fails) => {
        const h = harness({ rateLimit: 1_000_000 }, fails);
        const { response } = await exchange(h, toRequest(spec), spec.marker);
        note(response.status);
      }),
      { numRuns: 300 },
    );
    for (const status of [200, 400, 413, 422]) expect(seen).toContain(status);
  }, 60_000);

  it("draws every limit where it is documented: 16 KiB body, 200-character name, 254-character address, 5,000-character message", async () => {
    const { seen, note } = statusRecorder();
    const units = fc.constantFrom("a", "ä", "€", "𝔄");
    const limitCase = fc.record({
      marker: markerArb,
      nameLength: fc.constantFrom(1, limits.nameMax - 1, limits.nameMax, limits.nameMax + 1),
      nameUnits: fc.tuple(units, units, fc.nat()),
      emailLength: fc.constantFrom(40, limits.emailMax - 1, limits.emailMax, limits.emailMax + 1),
      messageLength: fc.constantFrom(40, limits.messageMax - 1, limits.messageMax, limits.messageMax + 1),
      messageUnits: fc.tuple(fc.constantFrom("x", "ß", "€", "𝔄"), fc.constantFrom("x", "ß", "€"), fc.nat()),
      bodyBytes: fc.option(nearBodyLimit, { nil: undefined, freq: 4 }),
      padding: paddingArb,
      declared: fc.boolean(),
      cuts: cutsArb,
      fails: failsArb,
    });
    /** `length` code points: `first` then `second` from a random point on. */
    const text = ([first, second, at]: [string, string, number], length: number) => {
      const split = at % (length + 1);
      return first.repeat(split) + second.repeat(length - split);
    };
    await fc.assert(
      fc.asyncProperty(limitCase, async (c) => {
        const name = text(c.nameUnits, c.nameLength);
        const domain = "@example.org";
        const email = (c.marker + "x".repeat(limits.emailMax)).slice(0, c.emailLength - domain.length) + domain;
        const message = c.marker + text(c.messageUnits, c.messageLength - c.marker.length);
        const json = JSON.stringify({ name, email, message, agreed_to_agbs: true });
        const body = utf8(c.bodyBytes === undefined ? json : padTo(json, c.bodyBytes, c.padding));
        if (c.bodyBytes !== undefined && Buffer.byteLength(json) <= c.bodyBytes) expect(body.length).toBe(c.bodyBytes);

        const h = harness({ rateLimit: 1_000_000 }, c.fails);
        const headers: Headers = { "content-type": "application/json", "x-api-key": KEY };
        if (c.declared) headers["content-length"] = String(body.length);
        const req = { method: "POST", headers, remoteAddress: "127.0.0.1", body: rawBody(...chunksOf(body, c.cuts)) };
        const { response, mails } = await exchange(h, req, c.marker);
        note(response.status);

        if (body.length > limits.bodyMaxBytes) {
          expect(response.status).toBe(413);
          return;
        }
        const wrong = [
          c.nameLength > limits.nameMax && "name",
          c.emailLength > limits.emailMax && "email",
          c.messageLength > limits.messageMax && "message",
        ].filter((field): field is string => typeof field === "string");
        if (wrong.length > 0) {
          expect(response.status).toBe(422);
          expect(Object.keys((response.body as { fields: object }).fields).sort()).toEqual(wrong.sort());
          return;
        }
        expect(response.status).toBe(c.fails ? 502 : 200);
        expect(mails).toHaveLength(1);
        expect(mails[0].replyTo).toEqual({ name, address: email });
        expect(mails[0].text).toContain(message);
      }),
      { numRuns: 200 },
    );
    for (const status of [200, 413, 422, 502]) expect(seen).toContain(status);
  }, 60_000);

  it("with the default limit of 3, answers 429 past it, per client, and keeps every other rule", async () => {
    const { seen, note } = statusRecorder();
    // Peer addresses and the client each stands for (an IPv4-mapped IPv6 address is the same client).
    const peers = fc.constantFrom<[string | undefined, string | undefined]>(
      ["127.0.0.1", "127.0.0.1"],
      ["::ffff:127.0.0.1", "127.0.0.1"],
      ["10.0.0.2", "10.0.0.2"],
      [" 10.0.0.2 ", "10.0.0.2"],
      [undefined, undefined],
      ["", undefined],
    );
    const forwarded = fc.constantFrom(
      undefined,
      "198.51.100.1",
      "198.51.100.2, 203.0.113.7",
      "203.0.113.7",
      "198.51.100.1,198.51.100.2,  203.0.113.7 ",
    );
    // Mostly requests that pass the header checks, so that they count.
    const sequence = fc.array(
      fc.tuple(fc.oneof({ weight: 3, arbitrary: wellFormed(rawSpec) }, { weight: 1, arbitrary: rawSpec }), peers, forwarded),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(sequence, fc.constantFrom(0, 1), failsArb, async (requests, trustedProxyHops, fails) => {
        const h = harness({ trustedProxyHops }, fails);
        expect(h.config.rateLimit).toBe(3);
        const admitted = new Map<string, number>();
        for (const [spec, [remoteAddress, peer], forwardedFor] of requests) {
          const req = toRequest({ ...spec, remoteAddress, headers: { ...spec.headers, "x-forwarded-for": forwardedFor } });
          const { response } = await exchange(h, req, spec.marker);
          note(response.status);
          // Behind one trusted proxy, the client is the right-most X-Forwarded-For entry.
          const client = trustedProxyHops === 0 || !forwardedFor ? peer : forwardedFor.split(",").pop()!.trim();
          // A request that names no sender is never limited: one shared limit would let one client turn all such away.
          if (client === undefined) expect(response.status).not.toBe(429);
          else if ([200, 400, 422, 502].includes(response.status)) admitted.set(client, (admitted.get(client) ?? 0) + 1);
          if (response.status === 429) expect(Number(response.headers["Retry-After"])).toBeLessThanOrEqual(h.config.rateWindowS);
        }
        for (const count of admitted.values()) expect(count).toBeLessThanOrEqual(h.config.rateLimit);
      }),
      { numRuns: 100 },
    );
    expect(seen).toContain(429);
  }, 60_000);
});
