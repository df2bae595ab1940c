/** @jest-environment node */
import { checkParsedBody, jsonNestingExceeds, parseBody } from "../parse-contact-body";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("jsonNestingExceeds", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(jsonNestingExceeds('{"a":[1]}', 2)).toBe(false);
    expect(jsonNestingExceeds('{"a":[[1]]}', 2)).toBe(true);
    expect(jsonNestingExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[["}', 1)).toBe(false);
  });

  it("answers in one pass for any depth", () => {
    expect(jsonNestingExceeds("[".repeat(1_000_000), 2)).toBe(true);
  });
});

describe("parseBody, JSON", () => {
  it("parses one flat object", () => {
    expect(parseBody("json", bytes('{"name":"Zoë"}'))).toEqual({ ok: true, fields: { name: "Zoë" } });
  });

  it.each([
    ["malformed JSON", "{", 400],
    ["nesting beyond the form's", '{"a":{"b":{"c":1}}}', 400],
    ["20,000 nested arrays", "[".repeat(20_000) + "]".repeat(20_000), 400],
    ["a top-level array", "[]", 400],
    ["null", "null", 400],
    ["an empty body", "", 400],
  ])("refuses %s", (_case, text, status) => {
    expect(parseBody("json", bytes(text))).toEqual({ ok: false, status, problem: expect.any(String) });
  });

  it("refuses bytes that are not UTF-8, and never quotes the body in its error", () => {
    const result = parseBody("json", Uint8Array.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]));
    expect(result).toMatchObject({ ok: false, status: 400 });
    const malformed = parseBody("json", bytes('{"geheim": nicht-json}'));
    expect(JSON.stringify(malformed)).not.toContain("geheim");
  });
});

describe("checkParsedBody", () => {
  it("passes a flat object and refuses deep or oversized values without recursion", () => {
    expect(checkParsedBody({ a: "b", c: ["d"] })).toMatchObject({ ok: true });
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(checkParsedBody(deep)).toMatchObject({ ok: false, status: 400 });
    expect(checkParsedBody({ a: "ä".repeat(9000) })).toMatchObject({ ok: false, status: 413 });
    expect(checkParsedBody(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}`, 1])))).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});
