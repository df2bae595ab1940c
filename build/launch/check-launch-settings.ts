import { readSettings, settingFindings, type SettingsEnv } from "../../core/settings/read-settings";
import type { LaunchFinding } from "./launch-finding";

export type LaunchEnv = SettingsEnv;

/**
 * The settings that still have their out-of-the-box values, which only suit a laptop: the
 * launch rules of the settings table (core/settings/setting-table.ts), in its order.
 */
export function checkLaunchSettings(env: LaunchEnv): LaunchFinding[] {
  return settingFindings(readSettings(env));
}
