import { validateContactRequest } from "../validate-contact-request";

const valid = { name: "Anna Müller", email: "anna@example.org", message: "Hallo!", agreed_to_agbs: true };

describe("validateContactRequest", () => {
  it("accepts a complete request, trims it and ignores unknown fields", () => {
    const result = validateContactRequest({ ...valid, name: "  Anna Müller ", extra: "egal", to: "x@evil.example" });
    expect(result).toEqual({ ok: true, isBot: false, request: valid });
  });

  it.each([
    ["name missing", { name: undefined }, "name"],
    ["name empty", { name: "   " }, "name"],
    ["name too long", { name: "a".repeat(201) }, "name"],
    ["name not text", { name: 42 }, "name"],
    ["name with a line break", { name: "Anna\r\nBcc: opfer@example.org" }, "name"],
    ["name with a MIME encoded-word", { name: "=?utf-8?q?X=0D=0ABcc:=20evil@x.test?=" }, "name"],
    ["name with a right-to-left override", { name: "Anna\u202Egro.elpmaxe@" }, "name"],
    ["name with a bidi isolate", { name: "Anna\u2067x" }, "name"],
    ["name with a C1 control (NEL)", { name: "Anna\u0085Bcc: x" }, "name"],
    ["name with a lone surrogate", { name: "Anna\ud800" }, "name"],
    ["message with a lone surrogate", { message: "Hallo \udc00" }, "message"],
    ["message with NUL", { message: "Hallo\u0000" }, "message"],
    ["email missing", { email: undefined }, "email"],
    ["email without @", { email: "anna.example.org" }, "email"],
    ["email without domain dot", { email: "anna@localhost" }, "email"],
    ["email with two addresses", { email: "a@example.org, b@example.org" }, "email"],
    ["email with a header injected", { email: "anna@example.org\nBcc: opfer@example.org" }, "email"],
    ["email too long", { email: `${"a".repeat(250)}@example.org` }, "email"],
    ["message missing", { message: undefined }, "message"],
    ["message too long", { message: "x".repeat(5001) }, "message"],
    ["message not text", { message: ["Hallo"] }, "message"],
    ["consent false", { agreed_to_agbs: false }, "agreed_to_agbs"],
    ["consent as text", { agreed_to_agbs: "true" }, "agreed_to_agbs"],
    ["consent missing", { agreed_to_agbs: undefined }, "agreed_to_agbs"],
  ])("rejects %s", (_case, change, field) => {
    const result = validateContactRequest({ ...valid, ...change });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fields)).toEqual([field]);
  });

  it("reports every wrong field at once", () => {
    const result = validateContactRequest({});
    expect(result.ok ? [] : Object.keys(result.fields).sort()).toEqual(["agreed_to_agbs", "email", "message", "name"]);
  });

  it("accepts the limits exactly, counting characters not bytes", () => {
    const result = validateContactRequest({ ...valid, name: "ü".repeat(200), message: "😀".repeat(5000) });
    expect(result.ok).toBe(true);
  });

  it("keeps HTML and line breaks in the message as text", () => {
    const message = "<script>alert(1)</script>\r\nZeile 2";
    const result = validateContactRequest({ ...valid, message });
    expect(result.ok && result.request.message).toBe(message);
  });

  it("reads only the request's own fields, never inherited ones", () => {
    const body = JSON.parse('{"__proto__": {"name": "Geerbt"}, "email": "anna@example.org", "message": "Hallo", "agreed_to_agbs": true}');
    const result = validateContactRequest(body);
    expect(result.ok ? [] : Object.keys(result.fields)).toEqual(["name"]);
  });

  it("keeps emoji and accents in names (well-formed surrogate pairs)", () => {
    expect(validateContactRequest({ ...valid, name: "Zoë 🙂 Øster" }).ok).toBe(true);
  });

  it("marks a request with the honeypot filled as a bot", () => {
    expect(validateContactRequest({ ...valid, website: "http://spam.example" })).toMatchObject({ ok: true, isBot: true });
    expect(validateContactRequest({ ...valid, website: "" })).toMatchObject({ ok: true, isBot: false });
  });

  it("words each broken rule in the language asked for, German by default", () => {
    const broken = { name: "a".repeat(201), email: "anna@localhost", message: "Hallo\u0000", agreed_to_agbs: false };
    expect(validateContactRequest(broken)).toEqual({
      ok: false,
      fields: {
        name: "Name darf höchstens 200 Zeichen lang sein",
        email: "E-Mail ist keine gültige Adresse",
        message: "Nachricht enthält unzulässige Steuerzeichen",
        agreed_to_agbs: "Die Einwilligung zur Verarbeitung fehlt",
      },
    });
    expect(validateContactRequest(broken, "en")).toEqual({
      ok: false,
      fields: {
        name: "Name must not be longer than 200 characters",
        email: "Email is not a valid address",
        message: "Message contains control characters that are not allowed",
        agreed_to_agbs: "Consent to the processing of your details is missing",
      },
    });
  });
});
