import { settingNames, settingTable, type Moment } from "./setting-table";

const moments: Record<Moment, string> = { build: "build", start: "server start", function: "function run" };

/** Each setting as the docs show it, in the order of the setting table; `fallback` is its default, "" for none. */
const described = () =>
  settingNames.map((name) => {
    const { read, audience, schema } = settingTable[name];
    const fallback = "default" in schema ? String(schema.default) : "";
    return { name, audience, fallback, readAt: read.map((moment) => moments[moment]).join(", "), what: schema.description };
  });

/** `.env.example`: every setting with its default and when it is read. */
export function renderEnvExample(): string {
  const lines = [
    "# Copy to .env and change what you need: the build, the server and the scripts load it;",
    "# a variable set in the environment wins. Generated from core/settings/setting-table.ts",
    "# (a unit test fails when this file differs).",
  ];
  for (const { name, audience, fallback, readAt, what } of described()) {
    lines.push("", `# ${what} (read at ${readAt}; ${audience})`, `${name}=${fallback}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The generated table sits between these markers in docs/operations.md. */
export const SETTINGS_TABLE_START = "<!-- settings table: npm run settings:docs -->";
export const SETTINGS_TABLE_END = "<!-- end of settings table -->";

/** The Markdown table of every setting, for docs/operations.md. */
export function renderSettingsTable(): string {
  const rows = described().map(
    ({ name, audience, fallback, readAt, what }) =>
      `| \`${name}\` | ${readAt} | ${audience} | ${fallback ? `\`${fallback}\`` : "unset"} | ${what} |`,
  );
  return ["| variable | read at | audience | default | what it does |", "|---|---|---|---|---|", ...rows].join("\n");
}
