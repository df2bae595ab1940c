// npm run bench: build cost, then Lighthouse (default mobile emulation) 5 times on every
// route and the 404 page of the production build served on loopback, interleaved round by
// round with a reference page measured in the same run (AstroWind's built home page, served
// from its folder); medians against bench/budgets.json, TBT as a ratio to the reference's.
// Exits non-zero when a budget is missed. BENCH_RUNS changes the count, BENCH_PATHS
// (comma-separated) measures only those routes, --reference=<folder> names the reference's
// built site (default ../shared/peers/astrowind), BENCH_PORT the site's port (the reference's is the next),
// BENCH_CPU the processor's slowdown (Lighthouse's default 4).
import { execSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { brotliCompressSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveFolder, serveSite } from "./serve-site.mjs";

const require = createRequire(import.meta.url);
const { findChromium } = require("../scripts/find-chromium.cjs");

const host = "127.0.0.1";
const port = Number(process.env.BENCH_PORT ?? 9300);
const base = `http://${host}:${port}`;
const referenceArgument = process.argv.find((argument) => argument.startsWith("--reference="));
const referenceDir = path.resolve(referenceArgument ? referenceArgument.slice("--reference=".length) : "../shared/peers/astrowind");
if (!existsSync(path.join(referenceDir, "index.html"))) {
  console.error(
    `No reference site in ${referenceDir}: build AstroWind (github.com/onwidget/astrowind, MIT) with \`npm run build\`\n` +
      'and pass its dist/ folder as --reference=<folder> (README, "Performance").',
  );
  process.exit(2);
}
const referenceBase = `http://${host}:${port + 1}`;
const REFERENCE = "reference /";
const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_CPU=10 slows the processor tenfold instead of Lighthouse's fourfold (its mobile network stays as it is).
const cpuSlowdown = process.env.BENCH_CPU ? Number(process.env.BENCH_CPU) : undefined;
const { throttling } = await import("lighthouse/core/config/constants.js");
const mobileSlow4G = throttling.mobileSlow4G;
/** One published article (its address is its file name), so the blog's article page is measured too. */
function firstArticle() {
  const file = readdirSync("content/blog")
    .filter((name) => name.endsWith(".de.md"))
    .find((name) => !/^draft:\s*true/m.test(readFileSync(path.join("content/blog", name), "utf8")));
  return file ? [`/blog/${file.slice(0, -".de.md".length)}/`] : [];
}
/** An English page's address, from its content file's slug (the English slugs are content). */
const english = (file) => `/en/${/^slug:\s*"?([^"\n]+)/m.exec(readFileSync(path.join("content", file), "utf8"))[1]}/`;
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
  "/blog/",
  ...firstArticle(),
  "/404.html",
  // The English pages of each kind with islands or a form, held to the same budgets.
  "/en/",
  english("services/webdesign.en.md"),
  english("services/ai.en.md"),
  english("pages/projects.en.md"),
  english("pages/kontakt.en.md"),
];
const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(",") : allPaths;
// Lighthouse refuses to audit a document answered with status 404, so the 404 page is
// measured by its file name, which serves the same HTML with status 200.
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
// The consent script's host does not exist here: each page adds the script after its first paint, as in
// production, and Lighthouse blocks the request.
const consentUrl = "https://consent.invalid/consent.js";
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CONSENT_SCRIPT_URL: consentUrl };

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
  const edited = "content/pages/team.de.md";
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
const stopReference = await serveFolder({ host, port: port + 1, root: referenceDir });

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

/** One Lighthouse run of `url`; Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: run again, twice at most. */
async function audit(url) {
  for (let retries = 0; ; retries++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: ["*consent.invalid*"],
      ...(cpuSlowdown === undefined ? {} : { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    const error = result.lhr.runtimeError;
    if (!error) return measure(result.lhr);
    if (retries === 2) throw new Error(`${url}: ${error.code} ${error.message}`);
    process.stdout.write("r");
  }
}

// Round by round: the reference first, then every route, so a change in the machine's load
// during the run reaches both alike.
const samples = new Map([[REFERENCE, []], ...paths.map((route) => [route, []])]);
try {
  for (let round = 0; round < runs; round++) {
    samples.get(REFERENCE).push(await audit(`${referenceBase}/`));
    for (const route of paths) samples.get(route).push(await audit(`${base}${route}`));
    process.stdout.write(".");
  }
} finally {
  await chrome.kill();
  stopServer();
  stopReference();
}

/** The built page's HTML. */
const builtPage = (route) => readFileSync(path.join("public", route.endsWith("/") ? `${route}index.html` : route), "utf8");

/** Whether the built page has islands (plugins/gatsby-plugin-islands): its TBT and script budgets follow from it. */
const hasIslands = (route) => builtPage(route).includes("data-island=");

/** The German page a translated route is the counterpart of (its hreflang="de" link), whose budgets it keeps. */
function budgetRouteOf(route) {
  const german = /<link rel="alternate" hreflang="de" href="https?:\/\/[^/"]+(\/[^"]*)"/.exec(builtPage(route))?.[1];
  return german ?? route;
}

const brotliKB = (text) => Math.round(brotliCompressSync(text).length / 102.4) / 10;

/** What the island build says each of its files imports (plugins/gatsby-plugin-islands/node/bundle-islands.ts). */
const islandOutputs = JSON.parse(readFileSync(path.join(".cache", "islands-metafile.json"), "utf8")).outputs;
/** The chunk of emotion's stylesheet code (plugins/gatsby-plugin-islands/runtime/emotion-stylesheet.ts), by its entry. */
const stylesheetEntry = Object.values(islandOutputs).find((output) => output.entryPoint?.endsWith("/emotion-stylesheet.ts"))?.entryPoint;
if (!stylesheetEntry)
  throw new Error("The island build has no chunk for emotion's stylesheet code: the script budget would count it wrongly");

/**
 * The island files a page can run: those its loader fetches (the page's list of its islands' files, a JSON element)
 * and those they import on demand (react-spring when the hero's icons move), but not emotion's stylesheet code, which loads only when an island renders a rule the page
 * lacks (e2e/ship-pages-with-islands-not-the-app.spec.ts holds the pages to never needing it).
 */
function islandFilesOf(html) {
  const files = new Set();
  const add = (url) => {
    const output = islandOutputs[`public${url}`];
    if (files.has(url) || output?.entryPoint === stylesheetEntry) return;
    files.add(url);
    for (const imported of output?.imports ?? []) add(`/${path.relative("public", imported.path).split(path.sep).join("/")}`);
  };
  const listed = /<script type="application\/json" data-island-files>(.*?)<\/script>/.exec(html)?.[1];
  for (const url of Object.values(listed ? JSON.parse(listed) : {}).flat()) add(url);
  return [...files];
}

/**
 * First-party script the page runs, Brotli-compressed as the server sends it: its inline scripts
 * (compressed together, as they travel in the page; data such as JSON-LD and the islands' file list is no script)
 * and each island file it can load.
 */
function firstPartyScriptKB(route) {
  const html = builtPage(route);
  const inline = [
    ...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json|application\/json|speculationrules))[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  const fileKB = islandFilesOf(html).reduce((sum, file) => sum + brotliKB(readFileSync(path.join("public", file))), 0);
  return Math.round((brotliKB(inline.join("")) + fileKB) * 10) / 10;
}

const rows = [];
const failures = [];
const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((s) => s[key]))]));
const reference = medians(samples.get(REFERENCE));
rows.push({ route: REFERENCE, ...reference, tbtRatio: 1 });
for (const route of paths) {
  const row = { route, ...medians(samples.get(route)) };
  // No ratio to a reference that blocked for 0 ms; the budget's grace (graceMs) decides then.
  row.tbtRatio = reference.tbtMs > 0 ? Math.round((row.tbtMs / reference.tbtMs) * 10) / 10 : null;
  rows.push(row);

  const kind = hasIslands(route) ? "with islands" : "without islands";
  row.scriptKB = firstPartyScriptKB(route);
  const budgetRoute = budgetRouteOf(route);
  const scriptLimit = budgets.scriptKB[budgetRoute] ?? budgets.scriptKB[kind];
  if (row.scriptKB > scriptLimit) failures.push(`${route}: scriptKB ${row.scriptKB} (budget <= ${scriptLimit}, ${kind})`);
  const tbt = budgets.tbt[kind];
  const tbtLimit = tbt.ratio * reference.tbtMs + tbt.graceMs;
  if (row.tbtMs > tbtLimit) {
    failures.push(
      `${route}: tbtMs ${row.tbtMs} (budget <= ${Math.round(tbtLimit)}: ${tbt.ratio}x the reference's ${reference.tbtMs} ms, plus ${tbt.graceMs} ms)`,
    );
  }
  const limits = { ...budgets["every route"], ...(budgets[budgetRoute] ?? {}) };
  const exempt = budgets.exempt?.[budgetRoute] ?? {};
  for (const [key, limit] of Object.entries(limits)) {
    if (key in exempt) continue;
    const lowerIsBetter = key.endsWith("Ms") || key.endsWith("KB") || key === "cls";
    const missed = lowerIsBetter ? row[key] > limit : row[key] < limit;
    if (missed) failures.push(`${route}: ${key} ${row[key]} (budget ${lowerIsBetter ? "<=" : ">="} ${limit})`);
  }
}

const date = new Date().toISOString();
console.log(
  `\nLighthouse ${require("lighthouse/package.json").version}, mobile emulation, CPU ${cpuSlowdown ?? 4}x, median of ${runs} runs, ${date}`,
);
console.log(`Reference: ${referenceDir} (index.html), measured before the routes in every round; tbtRatio = route's TBT / reference's TBT`);
console.log(`Consent script: added by every page after its first paint (${consentUrl}), request blocked by Lighthouse (no internet here)`);
console.log(
  coldBuildS === null ? "Build: reused public/\n" : `Build: cold ${coldBuildS} s, rebuild after one Markdown edit ${rebuildS} s\n`,
);
console.table(rows);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/lighthouse-${date.replace(/[:.]/g, "-")}.json`,
  JSON.stringify({ date, reference: referenceDir, coldBuildS, rebuildS, rows, failures }, null, 2),
);
if (failures.length > 0) {
  console.log(`\nMissed budgets:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
