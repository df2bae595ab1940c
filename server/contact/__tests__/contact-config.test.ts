import { ContactConfigError, DEFAULT_CONTACT_API_KEY, readContactConfig } from "../contact-config";

describe("readContactConfig", () => {
  it("writes to ./outbox with defaults when nothing is configured", () => {
    expect(readContactConfig({})).toEqual({
      delivery: { kind: "outbox", dir: "outbox" },
      mailTo: "kontakt@example.com",
      mailFrom: "website@example.com",
      apiKey: DEFAULT_CONTACT_API_KEY,
      rateLimit: 10,
      rateWindowS: 600,
      trustedProxyHops: 0,
      siteUrl: "https://www.example.com",
      preview: false,
    });
  });

  it("knows a preview of the site by DEPLOY_PREVIEW", () => {
    expect(readContactConfig({ DEPLOY_PREVIEW: "true" }).preview).toBe(true);
    expect(() => readContactConfig({ DEPLOY_PREVIEW: "vielleicht" })).toThrow(/DEPLOY_PREVIEW/);
  });

  it("uses SMTP_URL with timeouts", () => {
    const config = readContactConfig({ SMTP_URL: "smtp://u:p@mail.example:587", MAIL_TO: "a@x.example", MAIL_FROM: "b@x.example" });
    expect(config.delivery).toEqual({
      kind: "smtp",
      options: { url: "smtp://u:p@mail.example:587", connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    });
  });

  it("builds SMTP options from host, port, TLS and credentials", () => {
    const config = readContactConfig({
      SMTP_HOST: "mail.example",
      SMTP_SECURE: "true",
      SMTP_USER: "u",
      SMTP_PASS: "p",
      SMTP_TIMEOUT_MS: "5000",
      MAIL_TO: "a@x.example",
      MAIL_FROM: "b@x.example",
    });
    expect(config.delivery).toMatchObject({
      kind: "smtp",
      options: { host: "mail.example", port: 465, secure: true, auth: { user: "u", pass: "p" }, connectionTimeout: 5000 },
    });
  });

  it("requires MAIL_TO and MAIL_FROM once SMTP is configured", () => {
    expect(() => readContactConfig({ SMTP_HOST: "mail.example" })).toThrow(ContactConfigError);
  });

  it("takes the key, limits and proxy setting from the environment", () => {
    const config = readContactConfig({
      GATSBY_CONTACT_API_KEY: "k1",
      CONTACT_RATE_LIMIT: "10",
      CONTACT_RATE_WINDOW_S: "60",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({ apiKey: "k1", rateLimit: 10, rateWindowS: 60, trustedProxyHops: 1 });
    expect(readContactConfig({ GATSBY_CONTACT_API_KEY: "k1", CONTACT_API_KEY: "k2" }).apiKey).toBe("k2");
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(() => readContactConfig({ CONTACT_RATE_LIMIT: "fünf" })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => readContactConfig({ CONTACT_RATE_WINDOW_S: "0" })).toThrow(/CONTACT_RATE_WINDOW_S/);
  });
});
