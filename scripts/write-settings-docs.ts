// npm run settings:docs: writes .env.example and the settings table in docs/operations.md from the
// settings table (core/settings/setting-table.ts). A unit test fails until this has run.
import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { renderEnvExample, renderSettingsTable, SETTINGS_TABLE_END, SETTINGS_TABLE_START } from "../core/settings/describe-settings";

const root = path.join(__dirname, "..");
writeFileSync(path.join(root, ".env.example"), renderEnvExample());

const docPath = path.join(root, "docs", "operations.md");
const doc = readFileSync(docPath, "utf8");
const start = doc.indexOf(SETTINGS_TABLE_START);
const end = doc.indexOf(SETTINGS_TABLE_END);
if (start < 0 || end < start) throw new Error(`docs/operations.md has no ${SETTINGS_TABLE_START} … ${SETTINGS_TABLE_END} block`);
writeFileSync(docPath, `${doc.slice(0, start + SETTINGS_TABLE_START.length)}\n${renderSettingsTable()}\n${doc.slice(end)}`);
console.log("Wrote .env.example and the settings table in docs/operations.md");
