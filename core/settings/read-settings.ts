import { SettingError } from "./parsers";
import { removedSettingsIn } from "./removed-settings";
import { settingTable, type SettingName, type Settings, type SettingsEnv } from "./setting-table";

export { SettingError };
export type { Settings, SettingsEnv };

const names = Object.keys(settingTable) as SettingName[];

/**
 * Every setting, parsed and checked, from `env`. A value is trimmed and an empty one counts as
 * unset. Every wrong value is named in one SettingError, so an operator fixes them in one go; so is
 * every removed variable whose old value would change what the site does (core/settings/removed-settings.ts).
 */
export function readSettings(env: SettingsEnv | NodeJS.ProcessEnv): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [...removedSettingsIn(env).refused];
  for (const name of names) {
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
 * The environment of the process as it runs. Written `globalThis.process.env` on purpose, and only
 * here: when Gatsby builds a Gatsby Function (src/api/), its webpack replaces every `process.env.NAME`
 * with the value NAME has in the build's environment, and `process.env` itself with `({})`
 * (gatsby/dist/internal-plugins/functions/gatsby-node.js, DefinePlugin). A setting read that way
 * would stand in the deployed code as a literal (an SMTP password among them), and a value the host
 * sets later would never be read. The replacement matches expressions that begin with the free
 * variable `process`; this one begins with `globalThis`, so it stays as it is and is evaluated when
 * the code runs. Checked in the built bundle by e2e/every-page/no-settings-in-the-build.spec.ts.
 */
export const runningEnvironment = (): NodeJS.ProcessEnv => globalThis.process.env;

const named = new Set<string>();

/** Names once per process each removed variable `env` still sets (it is ignored), and what replaces it. */
export function warnOfRemovedSettings(env: SettingsEnv | NodeJS.ProcessEnv, warn: (line: string) => void = console.warn): void {
  for (const line of removedSettingsIn(env).ignored) {
    if (named.has(line)) continue;
    named.add(line);
    warn(`Settings: ${line}`);
  }
}

/**
 * The process's environment with the project's `.env` loaded beneath it (Node's own
 * `process.loadEnvFile`): a variable set in the environment wins over the file. The build
 * (gatsby-config.ts), the server and the scripts call this before they read a setting; it names
 * the removed variables that are still set (readSettings refuses those that would change what the site does).
 */
export function environment(dir = process.cwd()): NodeJS.ProcessEnv {
  const env = runningEnvironment();
  try {
    process.loadEnvFile(`${dir}/.env`);
  } catch (error) {
    // No .env is the usual case: the environment alone.
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  warnOfRemovedSettings(env);
  return env;
}

/** The settings as this process sees them: its environment over `.env`. */
export const settingsFromEnvironment = (dir = process.cwd()) => readSettings(environment(dir));

/** What the launch check says about the settings: one finding per setting still unfit for a public site. */
export function settingFindings(settings: Settings): { where: string; what: string }[] {
  const findings: { where: string; what: string }[] = [];
  for (const name of names) {
    const rule = settingTable[name] as { launch?: (value: unknown, all: Record<string, unknown>) => string | undefined };
    const what = rule.launch?.(settings[name], settings);
    if (what) findings.push({ where: name, what });
  }
  return findings;
}

/**
 * What a browser script may read of the settings, as literal replacements for `process.env.GATSBY_…` (and
 * NODE_ENV) in code bundled for the browser, as Gatsby's webpack makes them: the island build hands them to
 * esbuild. Only settings with the GATSBY_ prefix, which the table keeps public.
 */
export function browserDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = { "process.env.NODE_ENV": JSON.stringify("production") };
  for (const name of names.filter((setting) => setting.startsWith("GATSBY_"))) {
    defines[`process.env.${name}`] = env[name] === undefined ? "undefined" : JSON.stringify(env[name]);
  }
  return defines;
}
