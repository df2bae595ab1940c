import Fastify, { type FastifyInstance } from "fastify";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { deliveryNotice, readContactConfig } from "./contact-config";
import { contactAjv, contactRoute, languageOf } from "./contact-route";
import { transportFor } from "./mail";
import { CONTACT_ENDPOINT } from "../../core/contact/contact-request";
import { contactMessages } from "../../core/contact/messages";
import { runningEnvironment, SettingError, type SettingsEnv } from "../../core/settings/read-settings";
import { settingsReadAt } from "../../core/settings/setting-table";

/**
 * The settings as the contact function sees them: the `function` settings from the environment it runs in
 * (`runningEnvironment` gets past Gatsby's build-time replacement); the three public ones from the build, so page
 * and function agree: each `process.env.NAME` below is replaced by its build-time value.
 */
export function functionEnv(running: NodeJS.ProcessEnv): SettingsEnv {
  return {
    ...Object.fromEntries(settingsReadAt("function").map((name) => [name, running[name]])),
    SITE_URL: process.env.SITE_URL,
    GATSBY_CONTACT_API_KEY: process.env.GATSBY_CONTACT_API_KEY,
    DEPLOY_PREVIEW: process.env.DEPLOY_PREVIEW,
  };
}

/**
 * The contact route on a server of its own, or with wrong settings one that answers 500 and logs why. In a deployed
 * function (AWS Lambda sets AWS_LAMBDA_FUNCTION_NAME) no disk outlives the request: a missing SMTP_URL is an error.
 */
export async function contactFunctionApp(running: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = Fastify({ ajv: contactAjv });
  try {
    const config = readContactConfig(functionEnv(running));
    if (running.AWS_LAMBDA_FUNCTION_NAME && !config.preview && config.delivery.kind === "outbox") {
      throw new SettingError(
        "SMTP_URL is not set where the function runs (Netlify: Site configuration, Environment variables, scope Functions; then deploy again)",
      );
    }
    const notice = deliveryNotice(config);
    if (notice) console.info(notice);
    await app.register(contactRoute, { config, transport: transportFor(config.delivery) });
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Kontaktformular falsch konfiguriert: ${error.message}`);
    app.all(CONTACT_ENDPOINT, async (request, reply) => {
      const { misconfigured } = contactMessages[languageOf(request)];
      return reply.code(500).header("Cache-Control", "no-store").send({ error: misconfigured });
    });
  }
  return app;
}

/** The body Gatsby parsed (JSON or a form; `{}` when it read none), as the bytes the route reads again. */
function bodyOf(req: GatsbyFunctionRequest): string | undefined {
  const body: unknown = req.body;
  if (typeof body === "string" || Buffer.isBuffer(body)) return body.toString();
  if (!body || (typeof body === "object" && Object.keys(body).length === 0)) return undefined;
  if (!String(req.headers["content-type"]).includes("x-www-form-urlencoded")) {
    // No object: the route answers what it would to the bytes. A value nested too deep to write again is none it takes.
    if (typeof body !== "object" || Array.isArray(body)) return "[]";
    try {
      return JSON.stringify(body);
    } catch {
      return "";
    }
  }
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const item of [value].flat()) if (typeof item === "string") form.append(name, item);
  }
  return form.toString();
}

/**
 * POST /api/send-email as a Gatsby Function (Netlify, `gatsby develop`): the request goes to the same fastify
 * route as on the own server, through `inject()`. On Netlify a request has no socket; Netlify names the visitor
 * in `x-nf-client-connection-ip`, which it sets itself, and the rate limit counts that address.
 */
export function contactFunction(running: NodeJS.ProcessEnv = runningEnvironment()) {
  // Built from the host's environment when the module loads, so the mail settings are not in the built code.
  const ready = contactFunctionApp(running);
  return async function sendEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    const named = req.headers["x-nf-client-connection-ip"];
    const { "content-length": _length, "transfer-encoding": _encoding, ...headers } = req.headers;
    const query = new URLSearchParams(req.query as Record<string, string>).toString();
    const answer = await (
      await ready
    ).inject({
      method: (req.method ?? "GET") as "POST",
      url: query ? `${CONTACT_ENDPOINT}?${query}` : CONTACT_ENDPOINT,
      headers,
      payload: bodyOf(req),
      remoteAddress: req.socket?.remoteAddress ?? (Array.isArray(named) ? named[0] : named),
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !["content-length", "connection", "transfer-encoding", "date"].includes(name)) res.setHeader(name, value);
    }
    res.status(answer.statusCode).send(answer.body);
  };
}
