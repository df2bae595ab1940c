/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "fs";
import os from "os";
import path from "path";
import { simpleParser } from "mailparser";
import { startTestSmtpServer, testSmtpUser, type TestSmtpServer } from "../../../e2e/support/test-smtp-server";
import { readContactConfig } from "../contact-config";
import { transportFor } from "../mail";
import { contactTestServer } from "../../../src/test-utils/contact-requests";

const valid = { name: "Anna Müller", email: "anna@example.org", message: "Grüße <b>fett</b>\nZeile 2", agreed_to_agbs: true };

/** The handler with these settings; `outbox` in place of the outbox folder in the working folder. */
function handlerFor(env: Record<string, string>, outbox?: string) {
  const read = readContactConfig({ MAIL_TO: "inbox@agentur.example", MAIL_FROM: "website@agentur.example", ...env });
  const config = outbox && read.delivery.kind === "outbox" ? { ...read, delivery: { kind: "outbox" as const, dir: outbox } } : read;
  const server = contactTestServer(config, { transport: transportFor(config.delivery) });
  return async (body: unknown, remoteAddress = "127.0.0.1") => {
    const answer = await (await server).post({ payload: JSON.stringify(body), remoteAddress, headers: { "x-api-key": config.apiKey } });
    return { status: answer.statusCode };
  };
}

describe("delivery over a real SMTP server", () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await smtp.stop();
  });

  it("delivers exactly one mail with the right headers and bodies", async () => {
    const send = handlerFor({ SMTP_URL: smtp.url });
    expect((await send(valid)).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.subject).toBe("Kontaktanfrage von Anna Müller");
    expect(mail.from?.text).toBe("website@agentur.example");
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe("inbox@agentur.example");
    expect(mail.replyTo?.value).toEqual([{ name: "Anna Müller", address: "anna@example.org" }]);
    expect(mail.text).toContain("Grüße <b>fett</b>\nZeile 2");
    expect(mail.text).toContain("Einwilligung: Ja");
    expect(mail.html).toContain("Grüße &lt;b&gt;fett&lt;/b&gt;");
  });

  it("logs in with SMTP_PASS in place of the password in SMTP_URL", async () => {
    const address = `smtp://${testSmtpUser.user}@127.0.0.1:${smtp.port}`;
    expect((await handlerFor({ SMTP_URL: address, SMTP_PASS: testSmtpUser.pass })(valid)).status).toBe(200);
    expect(
      (await handlerFor({ SMTP_URL: `smtp://${testSmtpUser.user}:falsch@127.0.0.1:${smtp.port}`, SMTP_PASS: testSmtpUser.pass })(valid))
        .status,
    ).toBe(200);
    expect((await handlerFor({ SMTP_URL: smtp.url, SMTP_PASS: "falsch" })(valid)).status).toBe(502);
    expect(smtp.mails).toHaveLength(2);
  });

  it("delivers 50 concurrent requests as exactly 50 distinct mails", async () => {
    const send = handlerFor({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000" });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => send({ ...valid, message: `Anfrage Nummer ${i}` })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(smtp.mails).toHaveLength(50);
    const numbers = new Set(smtp.mails.map((mail) => mail.text?.match(/Anfrage Nummer (\d+)/)?.[1]));
    expect(numbers.size).toBe(50);
  });

  it("lets no injection attempt add a header or a recipient", async () => {
    const send = handlerFor({ SMTP_URL: smtp.url });
    const attack = { ...valid, message: "Hallo\r\nBcc: opfer@example.org\r\n\r\nText", to: "opfer@example.org", cc: "opfer@example.org" };
    expect((await send(attack)).status).toBe(200);
    expect((await send({ ...valid, name: "Anna\r\nBcc: opfer@example.org" })).status).toBe(422);
    expect((await send({ ...valid, email: "anna@example.org\r\nBcc: opfer@example.org" })).status).toBe(422);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((a) => a.address)).toEqual(["inbox@agentur.example"]);
    expect(mail.headers.has("bcc")).toBe(false);
  });

  it("shows a name exactly as typed in Subject and Reply-To, and refuses names that would not be", async () => {
    const send = handlerFor({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000" });
    const encodedWord = "=?utf-8?q?X=0D=0ABcc:=20evil@x.test?=";
    for (const name of [encodedWord, `Anna ${encodedWord}`, "Anna\u202Eevil", "Anna\u0085Bcc", "Anna\u0000"]) {
      expect((await send({ ...valid, name })).status).toBe(422);
    }
    const unusual = 'Zoë O\'Brien-Ünal (Geschäftsführung) "Zo" <Chefin>';
    expect((await send({ ...valid, name: unusual })).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.subject).toBe(`Kontaktanfrage von ${unusual}`);
    expect(mail.replyTo?.value).toEqual([{ name: unusual, address: valid.email }]);
    expect([...mail.headers.keys()].filter((key) => ["bcc", "cc"].includes(key))).toEqual([]);
  });

  it("sends nothing to a mail server on another machine that offers no STARTTLS, and answers 502", async () => {
    // The options readContactConfig gives a server elsewhere, pointed at the test server, which has no STARTTLS.
    const remote = readContactConfig({ SMTP_URL: "smtp://anna:geheim@mail.example:587", MAIL_TO: "a@x.example", MAIL_FROM: "b@x.example" });
    const delivery = { kind: "smtp" as const, options: { ...(remote.delivery as { options: object }).options, url: smtp.url } };
    const config = { ...remote, delivery };
    const { post } = await contactTestServer(config, { transport: transportFor(delivery) });
    expect((await post({ payload: JSON.stringify(valid), headers: { "x-api-key": config.apiKey } })).statusCode).toBe(502);
    expect(smtp.mails).toHaveLength(0);
  });

  it("answers 502 and writes nothing when the SMTP server is down", async () => {
    const outbox = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const send = handlerFor({ SMTP_URL: smtp.url }, outbox);
    await smtp.stop();
    const response = await send(valid);
    expect(response.status).toBe(502);
    expect(readdirSync(outbox)).toEqual([]);
    rmSync(outbox, { recursive: true });
    smtp = await startTestSmtpServer();
  });
});

describe("delivery without SMTP", () => {
  it("writes each accepted request as one .eml file into the outbox, readable by the server's user only", async () => {
    const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), "site-")), "outbox");
    const send = handlerFor({ MAIL_TO: "", MAIL_FROM: "" }, outbox);
    expect((await send(valid)).status).toBe(200);
    expect((await send({ ...valid, message: "" })).status).toBe(422);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(outbox, files[0])).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(readFileSync(path.join(outbox, files[0])));
    expect(mail.subject).toBe("Kontaktanfrage von Anna Müller");
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe("kontakt@example.com");
    rmSync(path.dirname(outbox), { recursive: true });
  });
});
