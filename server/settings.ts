import path from "path";
import { readSettings, type SettingsEnv } from "../core/settings/read-settings";
import { fixedValues } from "../core/settings/fixed-values";
import { contactConfigFrom, type ContactConfig } from "./contact/contact-config";
import { queueSettingsFrom, type QueueSettings } from "./contact/queue/queue-settings";
import { statisticsSettingsFrom, type StatisticsSettings } from "./statistics/statistics-settings";
import { hstsEnabled, type SharedHeaderOptions } from "../core/security-headers";

/** Everything the production server reads from its environment, once, when it starts. */
export interface ServerSettings {
  host: string;
  port: number;
  /** The built site (`gatsby build` writes it to public/). */
  publicDir: string;
  /** The headers every response shares; each page's own (its policy) the build wrote (BuiltSite). */
  security: SharedHeaderOptions;
  contact: ContactConfig;
  /** The contact queue on disk (server/contact/queue/). */
  queue: QueueSettings;
  /** Visitor statistics (server/statistics/). */
  statistics: StatisticsSettings;
  /** How long SIGTERM waits for deliveries in flight before the process exits. */
  shutdownGraceMs: number;
}

export class ServerSettingsError extends Error {}

/** Reads and checks the settings (core/settings/); a wrong value stops the start with a message naming it. */
export function readServerSettings(env: SettingsEnv | NodeJS.ProcessEnv, cwd = process.cwd()): ServerSettings {
  try {
    const settings = readSettings(env);
    return {
      host: settings.HOST,
      port: settings.PORT,
      publicDir: path.resolve(cwd, settings.PUBLIC_DIR),
      security: {
        hsts: hstsEnabled(settings.SITE_URL, settings.HSTS),
        noindex: settings.DEPLOY_PREVIEW,
      },
      contact: contactConfigFrom(settings),
      queue: queueSettingsFrom(settings, cwd),
      statistics: statisticsSettingsFrom(settings, cwd),
      shutdownGraceMs: fixedValues.shutdownGraceS * 1000,
    };
  } catch (error) {
    // A wrong setting (SettingError, ContactConfigError) stops the start with its message.
    throw new ServerSettingsError((error as Error).message);
  }
}
