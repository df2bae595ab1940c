import { readSettings, settingFindings, type SettingsEnv } from "../../core/settings/read-settings";
import { settingsReadAt } from "../../core/settings/setting-table";
import type { LaunchFinding } from "./launch-finding";

const readAtBuild: readonly string[] = settingsReadAt("build");

/** The settings the contact function reads only when it runs, never at build: on Netlify they are Netlify's. */
export const functionRunTimeSettings = settingsReadAt("function").filter((name) => !readAtBuild.includes(name));

/**
 * The settings still at their laptop defaults (the launch rules of core/settings/setting-table.ts).
 * `functionSettingsOnHost` (`--netlify`): the function's settings are Netlify's, so they are not checked here.
 */
export function checkLaunchSettings(env: SettingsEnv, { functionSettingsOnHost = false } = {}): LaunchFinding[] {
  const onHost = functionSettingsOnHost ? (functionRunTimeSettings as readonly string[]) : [];
  return settingFindings(readSettings(env)).filter((finding) => !onHost.includes(finding.where));
}
