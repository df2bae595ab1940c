import { deliveryNotice, readContactConfig } from "./contact-config";
import { runningEnvironment, SettingError, type SettingsEnv } from "../../core/settings/read-settings";
import { settingsReadAt } from "../../core/settings/setting-table";
import { createContactHandler, type ContactHandler } from "./handle-contact-request";
import { answerLanguageOf, reply } from "../../core/contact/contact-http";
import { contactMessages } from "../../core/contact/messages";
import { transportFor } from "./mail-transport";

/** The settings the contact function reads when it runs (`function` in core/settings/setting-table.ts). */
export const functionSettingNames = settingsReadAt("function");

/**
 * The settings as the contact function (src/api/send-email.ts) sees them: the `function` settings from the
 * environment it runs in (`runningEnvironment` gets past Gatsby's build-time replacement); the three public ones
 * from the build, so page and function agree: each `process.env.NAME` below is replaced by its build-time value
 * (core/settings/__tests__ checks that no other is named so here).
 */
export function functionEnv(running: NodeJS.ProcessEnv = runningEnvironment()): SettingsEnv {
  return {
    ...Object.fromEntries(functionSettingNames.map((name) => [name, running[name]])),
    SITE_URL: process.env.SITE_URL,
    GATSBY_CONTACT_API_KEY: process.env.GATSBY_CONTACT_API_KEY,
    DEPLOY_PREVIEW: process.env.DEPLOY_PREVIEW,
  };
}

/**
 * The contact function's handler, or with wrong settings one that answers 500 and logs why. In a deployed
 * function (AWS Lambda sets AWS_LAMBDA_FUNCTION_NAME) no disk outlives the request: a missing SMTP_URL is an error.
 */
export function contactFunctionHandler(running: NodeJS.ProcessEnv = runningEnvironment()): ContactHandler {
  try {
    const config = readContactConfig(functionEnv(running));
    if (running.AWS_LAMBDA_FUNCTION_NAME && !config.preview && config.delivery.kind === "outbox") {
      throw new SettingError(
        "SMTP_URL is not set where the function runs (Netlify: Site configuration, Environment variables, scope Functions; then deploy again)",
      );
    }
    const notice = deliveryNotice(config);
    if (notice) console.info(notice);
    return createContactHandler({ config, transport: transportFor(config.delivery) });
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Kontaktformular falsch konfiguriert: ${error.message}`);
    return async (req) => reply(500, { error: contactMessages[answerLanguageOf(req)].misconfigured });
  }
}
