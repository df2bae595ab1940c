import { settingNames, settingTable, type Moment } from "./setting-table";

const moments: Record<Moment, string> = { build: "build", start: "server start", function: "function run" };
const readAt = (read: readonly Moment[]) => read.map((moment) => moments[moment]).join(", ");

/** `.env.example`: every setting with its default and when it is read, in the order of the setting table. */
export function renderEnvExample(): string {
  const lines = [
    "# Copy to .env and change what you need: the build, the server and the scripts load it;",
    "# a variable set in the environment wins. Generated from core/settings/setting-table.ts",
    "# (a unit test fails when this file differs).",
  ];
  for (const name of settingNames) {
    const { describe, read, audience, default: fallback } = settingTable[name];
    lines.push("", `# ${describe} (read at ${readAt(read)}; ${audience})`, `${name}=${fallback}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The generated table sits between these markers in docs/operations.md. */
export const SETTINGS_TABLE_START = "<!-- settings table: npm run settings:docs -->";
export const SETTINGS_TABLE_END = "<!-- end of settings table -->";

/** The Markdown table of every setting, for docs/operations.md. */
export function renderSettingsTable(): string {
  const rows = settingNames.map((name) => {
    const { describe, read, audience, default: fallback } = settingTable[name];
    return `| \`${name}\` | ${readAt(read)} | ${audience} | ${fallback ? `\`${fallback}\`` : "unset"} | ${describe} |`;
  });
  return ["| variable | read at | audience | default | what it does |", "|---|---|---|---|---|", ...rows].join("\n");
}
