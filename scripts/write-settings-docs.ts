// npm run settings:docs: writes .env.example and the settings table in the README from the
// settings table (src/config/settings/setting-table.ts). A unit test fails until this has run.
import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { renderEnvExample, renderSettingsTable, SETTINGS_TABLE_END, SETTINGS_TABLE_START } from "../src/config/settings/describe-settings";

const root = path.join(__dirname, "..");
writeFileSync(path.join(root, ".env.example"), renderEnvExample());

const readmePath = path.join(root, "README.md");
const readme = readFileSync(readmePath, "utf8");
const start = readme.indexOf(SETTINGS_TABLE_START);
const end = readme.indexOf(SETTINGS_TABLE_END);
if (start < 0 || end < start) throw new Error(`README.md has no ${SETTINGS_TABLE_START} … ${SETTINGS_TABLE_END} block`);
writeFileSync(readmePath, `${readme.slice(0, start + SETTINGS_TABLE_START.length)}\n${renderSettingsTable()}\n${readme.slice(end)}`);
console.log("Wrote .env.example and the settings table in README.md");
