import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { contactFunctionHandler } from "../../server/contact/contact-handler-from-env";

// Built from the host's environment when the module loads, so the mail settings are not in the built code.
const handle = contactFunctionHandler();

/**
 * The visitor's address for the rate limit. On Netlify the function's request has no socket; Netlify names the visitor
 * in `x-nf-client-connection-ip`, which it sets itself. Without either, every visitor would share one limit.
 */
function visitorAddress(req: GatsbyFunctionRequest): string | undefined {
  const named = req.headers["x-nf-client-connection-ip"];
  return req.socket?.remoteAddress ?? (Array.isArray(named) ? named[0] : named);
}

/** POST /api/send-email as a Gatsby Function (`gatsby develop`, Netlify): Gatsby has parsed the body (JSON up to 100 KB). */
export default async function sendEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  // The handler answers every error itself (a JSON 500 at worst).
  const result = await handle({
    method: req.method ?? "",
    headers: req.headers,
    body: { kind: "parsed", value: req.body },
    remoteAddress: visitorAddress(req),
    query: req.query,
  });
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  res.status(result.status).json(result.body);
}
