// npm run bench: build cost, then Lighthouse (default mobile emulation) 5 times on every
// route and the 404 page of the production build served on loopback; medians against
// bench/budgets.json. Exits non-zero when a budget is missed. BENCH_RUNS changes the count,
// BENCH_PATHS (comma-separated) measures only those routes.
import { execSync } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveSite } from "./serve-site.mjs";

const require = createRequire(import.meta.url);
const { findChromium } = require("../scripts/find-chromium.cjs");

const host = "127.0.0.1";
const port = 9300;
const base = `http://${host}:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const allPaths = [
  "/",
  "/webdesign/",
  "/ai/",
  "/digital-marketing/",
  "/social-media/",
  "/team/",
  "/projects/",
  "/impressum/",
  "/datenschutz/",
  "/barrierefreiheit/",
  "/kontakt/",
  "/404.html",
];
const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(",") : allPaths;
// Lighthouse refuses to audit a document answered with status 404, so the 404 page is
// measured by its file name, which serves the same HTML with status 200.
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
// The consent script's host does not exist here: each page adds the script after its first paint, as in
// production, and Lighthouse blocks the request.
const consentUrl = "https://consent.invalid/consent.js";
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CONSENT_SCRIPT_URL: consentUrl, GATSBY_CONSENT_SCRIPT_NONCE: "bench" };

const seconds = (start) => Math.round((Date.now() - start) / 100) / 10;
function timed(command) {
  const start = Date.now();
  execSync(command, { env, stdio: "ignore" });
  return seconds(start);
}

// Build cost: a cold build, then a rebuild after one Markdown edit (Gatsby's cache).
// `--reuse-build` skips this and measures the site already in public/.
let coldBuildS = null;
let rebuildS = null;
if (!process.argv.includes("--reuse-build")) {
  coldBuildS = timed("npx gatsby clean && npx gatsby build");
  const edited = "content/pages/team.md";
  const original = readFileSync(edited, "utf8");
  appendFileSync(edited, "\n");
  try {
    rebuildS = timed("npx gatsby build");
  } finally {
    writeFileSync(edited, original);
  }
  execSync("npx gatsby build", { env, stdio: "ignore" });
}

const stopServer = await serveSite({ host, port, env });

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

function measure(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit("network-requests").details.items;
  const bytes = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(audit("largest-contentful-paint").numericValue),
    tbtMs: Math.round(audit("total-blocking-time").numericValue),
    // The longest main-thread task Lighthouse lists (tasks over 50 ms; 0 when there is none).
    longestTaskMs: Math.round(Math.max(0, ...(audit("long-tasks").details?.items ?? []).map((task) => task.duration))),
    cls: Math.round(audit("cumulative-layout-shift").numericValue * 1000) / 1000,
    totalKB: Math.round(bytes(requests) / 102.4) / 10,
    jsKB: Math.round(bytes(requests.filter((item) => item.resourceType === "Script")) / 102.4) / 10,
    // Lighthouse's measure of this machine's speed at the time of the run (higher is faster).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
const failures = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let i = 0, retries = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        blockedUrlPatterns: ["*consent.invalid*"],
      });
      const error = result.lhr.runtimeError;
      // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: run again, twice at most.
      if (error && retries < 2) {
        retries += 1;
        i -= 1;
        process.stdout.write("r");
        continue;
      }
      if (error) throw new Error(`${path}: ${error.code} ${error.message}`);
      samples.push(measure(result.lhr));
      process.stdout.write(".");
    }
    const row = { route: path };
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
    rows.push(row);

    const limits = { ...budgets["every route"], ...(budgets[path] ?? {}) };
    const exempt = budgets.exempt?.[path] ?? {};
    for (const [key, limit] of Object.entries(limits)) {
      if (key in exempt) continue;
      const lowerIsBetter = key.endsWith("Ms") || key.endsWith("KB") || key === "cls";
      const missed = lowerIsBetter ? row[key] > limit : row[key] < limit;
      if (missed) failures.push(`${path}: ${key} ${row[key]} (budget ${lowerIsBetter ? "<=" : ">="} ${limit})`);
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}

const date = new Date().toISOString();
console.log(`\nLighthouse ${require("lighthouse/package.json").version}, default mobile emulation, median of ${runs} runs, ${date}`);
console.log(`Consent script: added by every page after its first paint (${consentUrl}), request blocked by Lighthouse (no internet here)`);
console.log(
  coldBuildS === null ? "Build: reused public/\n" : `Build: cold ${coldBuildS} s, rebuild after one Markdown edit ${rebuildS} s\n`,
);
console.table(rows);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/lighthouse-${date.replace(/[:.]/g, "-")}.json`,
  JSON.stringify({ date, coldBuildS, rebuildS, rows, failures }, null, 2),
);
if (failures.length > 0) {
  console.log(`\nMissed budgets:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
