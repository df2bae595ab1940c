import { existsSync, readdirSync, readFileSync } from "fs";
import path from "path";
import { settingTable, type SettingName } from "../../core/settings/setting-table";
import { e2eServer } from "../support/server";
import { markerTexts, settingMarkers } from "../support/setting-markers";
import { expect, test } from "../support/test";

// The test build was made with marker values for the contact function's mail settings
// (e2e/support/setting-markers.ts). A server or secret setting read by the build's code would
// stand in what the build writes: the pages, the contact function Gatsby bundles and the
// adapter's copy of it for Netlify, and the bundled production server when there is one.
const root = path.join(__dirname, "..", "..");
const outputs = [e2eServer.publicDir, ".cache/functions", ".netlify", "dist"];

/** Every file under `dir`, by its path from the project's folder. */
const filesIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

test("the build was given a marker for every secret the contact function reads", () => {
  const secrets = (Object.keys(settingTable) as SettingName[]).filter(
    (name) => settingTable[name].audience === "secret" && (settingTable[name].read as readonly string[]).includes("function"),
  );
  expect(secrets.length).toBeGreaterThan(0);
  for (const name of secrets) expect(Object.keys(settingMarkers)).toContain(name);
});

test("no file the build wrote holds a value of a server or secret setting", () => {
  const files = outputs.filter((dir) => existsSync(path.join(root, dir))).flatMap(filesIn);
  // The pages, and the function in both of its forms, at the least.
  expect(files.filter((file) => file.startsWith(`${e2eServer.publicDir}/`)).length).toBeGreaterThan(20);
  expect(files).toContain(".cache/functions/send-email.js");
  expect(files.filter((file) => file.startsWith(".netlify/functions-internal/")).length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) => {
    const bytes = readFileSync(path.join(root, file));
    return markerTexts.filter((marker) => bytes.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(leaks).toEqual([]);
});

test("the contact function reads its settings from the environment it runs in", () => {
  // The form Gatsby's build-time replacement leaves alone (core/settings/read-settings.ts, runningEnvironment),
  // still there after the build, where `process.env` itself has become `({})`.
  const bundle = readFileSync(path.join(root, ".cache", "functions", "send-email.js"), "utf8");
  expect(bundle).toContain("globalThis.process.env");
  expect(bundle).not.toMatch(/\bSMTP_URL: ["']/);
});

test("what is served holds no source map, no record of Gatsby's bundles and no headers file", async ({ request }) => {
  const files = filesIn(e2eServer.publicDir);
  expect(files.filter((file) => /\.map(\.br|\.gz)?$|webpack\.stats\.json|_headers\.json/.test(file))).toEqual([]);
  // The production server reads _headers at start; a visitor asking for it gets the 404 page.
  expect(files).toContain(path.join(e2eServer.publicDir, "_headers"));
  expect((await request.get(`${e2eServer.baseUrl}/_headers`)).status()).toBe(404);
});
