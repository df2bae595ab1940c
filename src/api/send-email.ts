import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { ContactConfigError, readContactConfig } from "../lib/contact/contact-config";
import { createContactHandler } from "../lib/contact/handle-contact-request";
import { transportFor } from "../lib/contact/mail-transport";

// Gatsby inlines `process.env.NAME` into functions when it builds them, so every
// variable is named here once; configure them for `npm run build` (see README).
function buildHandler() {
  const config = readContactConfig({
    SMTP_URL: process.env.SMTP_URL,
    SMTP_HOST: process.env.SMTP_HOST,
    SMTP_PORT: process.env.SMTP_PORT,
    SMTP_SECURE: process.env.SMTP_SECURE,
    SMTP_USER: process.env.SMTP_USER,
    SMTP_PASS: process.env.SMTP_PASS,
    SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS,
    MAIL_TO: process.env.MAIL_TO,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
    CONTACT_API_KEY: process.env.CONTACT_API_KEY,
    GATSBY_CONTACT_API_KEY: process.env.GATSBY_CONTACT_API_KEY,
    CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT,
    CONTACT_RATE_WINDOW_S: process.env.CONTACT_RATE_WINDOW_S,
    TRUST_PROXY: process.env.TRUST_PROXY,
  });
  if (config.delivery.kind === "outbox") {
    console.info(`Kontaktformular: kein SMTP konfiguriert, Anfragen werden in ${config.delivery.dir}/ gespeichert`);
  }
  return createContactHandler({ config, transport: transportFor(config.delivery) });
}

let handler: ReturnType<typeof buildHandler> | null = null;
let configError: string | null = null;
try {
  handler = buildHandler();
} catch (error) {
  if (!(error instanceof ContactConfigError)) throw error;
  configError = error.message;
  console.error(`Kontaktformular falsch konfiguriert: ${configError}`);
}

export default async function sendEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (!handler) {
    res.status(500).json({ error: "Das Kontaktformular ist auf dem Server falsch konfiguriert." });
    return;
  }
  const result = await handler({
    method: req.method ?? "",
    headers: req.headers,
    body: req.body,
    remoteAddress: req.socket?.remoteAddress,
  });
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  res.status(result.status).json(result.body);
}
