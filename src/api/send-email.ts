import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { processSingleton } from "../lib/contact/process-singleton";
import { releaseStaleModules } from "../lib/contact/release-stale-modules";

releaseStaleModules();

// The handler (configuration, SMTP transport, rate-limit counts) is built once per
// process. Its code is imported lazily, so the small module `gatsby serve` loads again
// on every request does not carry nodemailer with it.
const handler = processSingleton("contact-handler", () =>
  import("../lib/contact/contact-handler-from-env").then((module) => module.contactHandlerFromEnv()),
);

/** POST /api/send-email: a thin adapter from Gatsby's request and response to the contact handler. */
export default async function sendEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const handle = await handler;
  const result = await handle({
    method: req.method ?? "",
    headers: req.headers,
    body: req.body,
    remoteAddress: req.socket?.remoteAddress,
  });
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  res.status(result.status).json(result.body);
}
