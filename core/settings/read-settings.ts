import envSchema from "env-schema";
import { expectation, formats, NO, settingNames, settingTable, YES, type Settings, type SettingsEnv } from "./setting-table";

export type { Settings, SettingsEnv };

/** A setting's value is wrong: the message names the variable and what it expects. */
export class SettingError extends Error {}

const schema = { type: "object", properties: Object.fromEntries(settingNames.map((name) => [name, settingTable[name].schema])) };

/** env-schema's Ajv, knowing the formats the schemas name. */
const withFormats = <Ajv extends { addFormat(name: string, test: (value: string) => boolean): Ajv }>(ajv: Ajv) =>
  Object.entries(formats).reduce((withOne, [name, { test }]) => withOne.addFormat(name, test), ajv);

/**
 * Every setting from `env` (trimmed; empty counts as unset), checked by env-schema against its schema and finished.
 * Every wrong value is named in one SettingError, to be fixed in one go; a secret's value never is.
 */
export function readSettings(env: SettingsEnv | NodeJS.ProcessEnv): Settings {
  const data: Record<string, unknown> = {};
  for (const name of settingNames) {
    const text = env[name]?.trim();
    if (!text) continue;
    // Ajv coerces only "true" and "false" to a boolean.
    const word = YES.test(text) ? true : NO.test(text) ? false : text;
    data[name] = settingTable[name].schema.type === "boolean" ? word : text;
  }
  let checked: Record<string, unknown>;
  try {
    checked = envSchema({ schema, data, env: false, dotenv: false, ajv: { customOptions: withFormats } });
  } catch (error) {
    const wrong = new Set((error as { errors?: { instancePath: string }[] }).errors?.map((problem) => problem.instancePath.slice(1)));
    if (wrong.size === 0) throw error;
    const message = settingNames
      .filter((name) => wrong.has(name))
      .map((name) => {
        const { schema, audience } = settingTable[name];
        return `${name} must be ${expectation(schema)}${audience === "secret" ? "" : `, got "${env[name]?.trim()}"`}`;
      });
    throw new SettingError(message.join("; "));
  }
  const finished = settingNames.map((name) => [name, settingTable[name].finish(checked[name] as never)]);
  return Object.fromEntries(finished) as Settings;
}

/**
 * The environment of the process as it runs, written `globalThis.process.env` on purpose, and only here: building a
 * Gatsby Function, webpack's DefinePlugin (gatsby/dist/internal-plugins/functions/gatsby-node.js) replaces every
 * `process.env.NAME` with its build-time value, so an SMTP password would stand in the deployed code and a value the
 * host sets later would never be read; it leaves an expression beginning with `globalThis` alone.
 * Checked by e2e/every-page/no-settings-in-the-build.spec.ts.
 */
export const runningEnvironment = (): NodeJS.ProcessEnv => globalThis.process.env;

/** The process's environment over the project's `.env`; read before any setting. */
export function environment(dir = process.cwd()): NodeJS.ProcessEnv {
  try {
    process.loadEnvFile(`${dir}/.env`);
  } catch (error) {
    // No .env is the usual case: the environment alone.
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  return runningEnvironment();
}

/** The settings as this process sees them: its environment over `.env`. */
export const settingsFromEnvironment = (dir = process.cwd()) => readSettings(environment(dir));

/** What the launch check says about the settings: one finding per setting still unfit for a public site. */
export const settingFindings = (settings: Settings): { where: string; what: string }[] =>
  settingNames.flatMap((name) => {
    const what = settingTable[name].launch?.(settings[name] as never, settings);
    return what ? [{ where: name, what }] : [];
  });

/** The island build's replacements for `process.env.GATSBY_…` and NODE_ENV, as Gatsby's webpack makes them (only public ones). */
export function browserDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = { "process.env.NODE_ENV": JSON.stringify("production") };
  for (const name of settingNames.filter((setting) => setting.startsWith("GATSBY_"))) {
    defines[`process.env.${name}`] = env[name] === undefined ? "undefined" : JSON.stringify(env[name]);
  }
  return defines;
}
