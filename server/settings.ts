import path from "path";
import { positiveInt, readContactConfig, type ContactConfig, type ContactEnv } from "../src/lib/contact/contact-config";
import { readQueueSettings, type QueueEnv, type QueueSettings } from "../src/lib/contact/queue/queue-settings";
import { hstsEnabled, thirdPartyOrigins } from "../src/config/security-headers";

/** Everything the production server reads from its environment, once, when it starts. */
export interface ServerSettings {
  host: string;
  port: number;
  /** The built site (`gatsby build` writes it to public/). */
  publicDir: string;
  security: { thirdPartyOrigins: string[]; hsts: boolean };
  contact: ContactConfig;
  /** The contact queue on disk (src/lib/contact/queue/). */
  queue: QueueSettings;
  /** How long SIGTERM waits for deliveries in flight before the process exits. */
  shutdownGraceMs: number;
}

export interface ServerEnv extends ContactEnv, QueueEnv {
  HOST?: string;
  PORT?: string;
  PUBLIC_DIR?: string;
  SITE_URL?: string;
  HSTS?: string;
  GATSBY_CONSENT_SCRIPT_URL?: string;
  CSP_EXTRA_ORIGINS?: string;
  SHUTDOWN_GRACE_S?: string;
}

export class ServerSettingsError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 9000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new ServerSettingsError(`PORT must be a port number (0-65535), got "${value}"`);
  }
  return number;
}

/** Reads and checks the settings; a wrong value stops the start with a message naming it. */
export function readServerSettings(env: ServerEnv, cwd = process.cwd()): ServerSettings {
  try {
    return {
      host: env.HOST?.trim() || "127.0.0.1",
      port: port(env.PORT),
      publicDir: path.resolve(cwd, env.PUBLIC_DIR?.trim() || "public"),
      security: {
        thirdPartyOrigins: thirdPartyOrigins(env.GATSBY_CONSENT_SCRIPT_URL, env.CSP_EXTRA_ORIGINS),
        hsts: hstsEnabled(env.SITE_URL?.trim() || "https://www.example.com", env.HSTS),
      },
      contact: readContactConfig(env),
      queue: readQueueSettings(env, cwd),
      shutdownGraceMs: positiveInt("SHUTDOWN_GRACE_S", env.SHUTDOWN_GRACE_S, 25) * 1000,
    };
  } catch (error) {
    throw new ServerSettingsError((error as Error).message);
  }
}
