// CPU profile of a page's load in Chromium; self time by original source (source maps).
import { chromium } from "playwright";
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire("/work/main/package.json");
const { SourceMapConsumer } = require("source-map-js");
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(2500);
const { profile } = await cdp.send("Profiler.stop");
await browser.close();
const dt = new Map();
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
const maps = new Map();
function consumer(file) {
  if (!maps.has(file)) { const p = `/work/main/public/${file}.map`; maps.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, "utf8"))) : null); }
  return maps.get(file);
}
const bySource = new Map(), byFn = new Map();
for (const node of profile.nodes) {
  const t = dt.get(node.id) ?? 0; if (!t) continue;
  const { url: u, lineNumber, columnNumber, functionName } = node.callFrame;
  let key = functionName || "(anon)", src = u ? u.split("/").pop() : functionName;
  if (u && u.endsWith(".js")) {
    const c = consumer(u.split("/").pop());
    if (c) { const o = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber }); if (o.source) { src = o.source.replace(/^webpack:\/\/[^/]*\//, ""); key = `${o.name ?? functionName} ${src}:${o.line}`; } }
  }
  const mod = src.replace(/node_modules\/([^/]+(\/[^/]+)?).*/, "nm:$1");
  bySource.set(mod, (bySource.get(mod) ?? 0) + t);
  byFn.set(key, (byFn.get(key) ?? 0) + t);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join("\n");
console.log("== by module\n" + top(bySource, 30));
console.log("== by function\n" + top(byFn, 25));
