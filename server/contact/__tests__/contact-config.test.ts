import { createTransport } from "nodemailer";
import * as shared from "nodemailer/lib/shared";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { DEFAULT_CONTACT_API_KEY } from "../../../core/contact/contact-request";
import { SettingError } from "../../../core/settings/read-settings";
import { readContactConfig } from "../contact-config";

describe("readContactConfig", () => {
  it("writes to ./outbox with defaults when nothing is configured", () => {
    expect(readContactConfig({})).toEqual({
      delivery: { kind: "outbox", dir: "outbox" },
      mailTo: "kontakt@example.com",
      mailFrom: "website@example.com",
      apiKey: DEFAULT_CONTACT_API_KEY,
      rateLimit: 10,
      trustProxy: false,
      siteUrl: "https://www.example.com",
      preview: false,
    });
  });

  it("uses SMTP_URL with timeouts", () => {
    const config = readContactConfig({ SMTP_URL: "smtp://u:p@mail.example:587", MAIL_TO: "a@x.example", MAIL_FROM: "b@x.example" });
    expect(config.delivery).toEqual({
      kind: "smtp",
      options: {
        url: "smtp://u:p@mail.example:587",
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        requireTLS: true,
      },
    });
  });

  it("requires TLS of a mail server on another machine, not of a relay on this one, unless SMTP_URL says otherwise", () => {
    const mail = { MAIL_TO: "a@x.example", MAIL_FROM: "b@x.example" };
    const requireTLS = (url: string, pass?: string) => {
      const { delivery } = readContactConfig({ SMTP_URL: url, ...(pass ? { SMTP_PASS: pass } : {}), ...mail });
      return (createTransport((delivery as { options: SMTPTransport.Options }).options) as unknown as { options: SMTPTransport.Options })
        .options.requireTLS;
    };
    expect(requireTLS("smtp://u:p@mail.example:587")).toBe(true);
    expect(requireTLS("smtp://u@192.0.2.10:587", "geheim")).toBe(true);
    for (const local of ["smtp://localhost:25", "smtp://127.0.0.1:2525", "smtp://[::1]:25"]) expect(requireTLS(local)).toBe(false);
    expect(requireTLS("smtp://u:p@mail.example:587?requireTLS=false")).toBe(false);
  });

  it("takes SMTP_PASS as it is, in place of a password in SMTP_URL, and nodemailer reads it back unchanged", () => {
    const password = "p@ss:wörd/%20 ?#";
    const mail = { MAIL_TO: "a@x.example", MAIL_FROM: "b@x.example" };
    for (const url of ["smtps://anna@mail.example", "smtps://anna:alt@mail.example"]) {
      const { delivery } = readContactConfig({ SMTP_URL: url, SMTP_PASS: password, ...mail });
      const options = (delivery as { options: { url: string } }).options;
      expect(shared.parseConnectionUrl(options.url)).toMatchObject({
        host: "mail.example",
        secure: true,
        auth: { user: "anna", pass: password },
      });
    }
  });

  it("refuses SMTP_PASS without a user in SMTP_URL, and an address that is no SMTP server's, without repeating it", () => {
    expect(() => readContactConfig({ SMTP_URL: "smtp://mail.example:587", SMTP_PASS: "geheim" })).toThrow(/SMTP_PASS.*names no user/);
    for (const url of ["mail.example", "https://user:geheim@mail.example", "smtp://"]) {
      expect(() => readContactConfig({ SMTP_URL: url })).toThrow(/SMTP_URL must be an address such as smtp:\/\//);
      try {
        readContactConfig({ SMTP_URL: url });
      } catch (error) {
        expect((error as Error).message).not.toContain("geheim");
      }
    }
  });

  it("requires MAIL_TO and MAIL_FROM once SMTP is configured", () => {
    expect(() => readContactConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(SettingError);
  });

  it("takes the key, the limit, the proxies in front and whether this is a preview from the settings", () => {
    const config = readContactConfig({
      GATSBY_CONTACT_API_KEY: "k1",
      CONTACT_RATE_LIMIT: "12",
      TRUST_PROXY: "true",
      DEPLOY_PREVIEW: "yes",
    });
    expect(config).toMatchObject({ apiKey: "k1", rateLimit: 12, trustProxy: "loopback", preview: true });
  });
});
