import { SettingError } from "./parsers";
import { settingNames, settingTable, type Settings, type SettingsEnv } from "./setting-table";

export { SettingError };
export type { Settings, SettingsEnv };

/**
 * Every setting, parsed and checked, from `env` (trimmed; empty counts as unset). Every wrong value is named in one
 * SettingError, to be fixed in one go.
 */
export function readSettings(env: SettingsEnv | NodeJS.ProcessEnv): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of settingNames) {
    const raw = env[name]?.trim() || undefined;
    try {
      values[name] = settingTable[name].parse(raw as never, name);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new SettingError(problems.join("; "));
  return values as Settings;
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
  const env = runningEnvironment();
  try {
    process.loadEnvFile(`${dir}/.env`);
  } catch (error) {
    // No .env is the usual case: the environment alone.
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  return env;
}

/** The settings as this process sees them: its environment over `.env`. */
export const settingsFromEnvironment = (dir = process.cwd()) => readSettings(environment(dir));

/** What the launch check says about the settings: one finding per setting still unfit for a public site. */
export function settingFindings(settings: Settings): { where: string; what: string }[] {
  const findings: { where: string; what: string }[] = [];
  for (const name of settingNames) {
    const rule = settingTable[name] as { launch?: (value: unknown, all: Record<string, unknown>) => string | undefined };
    const what = rule.launch?.(settings[name], settings);
    if (what) findings.push({ where: name, what });
  }
  return findings;
}

/** The island build's replacements for `process.env.GATSBY_…` and NODE_ENV, as Gatsby's webpack makes them (only public ones). */
export function browserDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = { "process.env.NODE_ENV": JSON.stringify("production") };
  for (const name of settingNames.filter((setting) => setting.startsWith("GATSBY_"))) {
    defines[`process.env.${name}`] = env[name] === undefined ? "undefined" : JSON.stringify(env[name]);
  }
  return defines;
}
