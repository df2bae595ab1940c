import { composeContactMail } from "../mail";

const receivedAt = new Date("2026-03-01T09:30:00Z");
const request = {
  name: "Anna <Müller> & Co",
  email: "anna@example.org",
  message: "<img src=x onerror=alert(1)>\nZweite Zeile",
  agreed_to_agbs: true as const,
};

describe("composeContactMail", () => {
  const mail = composeContactMail(request, { from: "website@agentur.example", to: "inbox@agentur.example", receivedAt, language: "de" });

  it("goes to the configured inbox and replies to the visitor", () => {
    expect(mail.to).toBe("inbox@agentur.example");
    expect(mail.from).toBe("website@agentur.example");
    expect(mail.replyTo).toEqual({ name: "Anna <Müller> & Co", address: "anna@example.org" });
    expect(mail.subject).toBe("Kontaktanfrage von Anna <Müller> & Co");
  });

  it("records the values, the consent and the time in the text body", () => {
    expect(mail.text).toContain("Name: Anna <Müller> & Co");
    expect(mail.text).toContain("E-Mail: anna@example.org");
    expect(mail.text).toContain("Einwilligung: Ja");
    expect(mail.text).toContain("1. März 2026 um 10:30:00 (2026-03-01T09:30:00.000Z)");
    expect(mail.text).toContain("<img src=x onerror=alert(1)>\nZweite Zeile");
  });

  it("escapes every visitor value in the HTML body", () => {
    expect(mail.html).toContain("Anna &lt;Müller&gt; &amp; Co");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<Müller>");
  });
});
