import { readSettings, settingFindings, type SettingsEnv } from "../../core/settings/read-settings";
import { settingTable, type SettingName } from "../../core/settings/setting-table";
import type { LaunchFinding } from "./launch-finding";

/** The settings the contact function reads only when it runs, never at build: on Netlify they are Netlify's. */
export const functionRunTimeSettings = (Object.keys(settingTable) as SettingName[]).filter((name) => {
  const read = settingTable[name].read as readonly string[];
  return read.includes("function") && !read.includes("build");
});

/**
 * The settings that still have their out-of-the-box values, which only suit a laptop: the
 * launch rules of the settings table (core/settings/setting-table.ts), in its order.
 * `functionSettingsOnHost`: the site goes to Netlify, whose contact function reads its settings
 * from Netlify's environment when it runs (`npm run check:launch -- --netlify`): this environment
 * does not hold them, so their rules are left to the host.
 */
export function checkLaunchSettings(env: SettingsEnv, { functionSettingsOnHost = false } = {}): LaunchFinding[] {
  const findings = settingFindings(readSettings(env));
  return functionSettingsOnHost
    ? findings.filter((finding) => !(functionRunTimeSettings as readonly string[]).includes(finding.where))
    : findings;
}
