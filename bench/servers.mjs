// npm run bench:server: the production server and `gatsby serve` side by side on this
// machine, over the same build: rejected contact requests and a static page (requests/s,
// p50/p99, ratios); the pages also from the production server of an earlier commit (the
// one that still wrote a nonce into every page and compressed it per request, or
// BENCH_BEFORE_REF), before and after; then a flood from one client against the production
// server's rate limit, with its memory and the start page watched; accepted requests through
// the queue; and the cost of the visitor statistics: the same page from the production server
// counting and from one that does not, in alternating runs. Loopback only; bounded runs.
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { DatabaseSync } from "node:sqlite";
import { serveSite } from "./serve-site.mjs";
import { fixedValues } from "../core/settings/fixed-values.ts";

const host = "127.0.0.1";
// BENCH_PORT and BENCH_SMTP_PORT move them, for two checkouts on one machine.
const basePort = Number(process.env.BENCH_PORT ?? 9201);
const ports = { production: basePort, gatsby: basePort + 1, before: basePort + 2, counted: basePort + 3, uncounted: basePort + 4 };
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2627);
const rateLimit = 5;
const apiKey = "local-contact-form";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const floodRequests = 10_000;
const targets = {
  rejectedRps: 2000,
  rejectedP99Ms: 20,
  pageRps: 3000,
  rssMb: 250,
  acceptedRps: 500,
  acceptedP99Ms: 50,
  countedShare: 0.95,
};
const valid = JSON.stringify({ name: "Bench", email: "bench@example.org", message: "Lasttest", agreed_to_agbs: true });

// The flood's requests carry a message of their own, so its mails and the accepted run's are counted apart.
const floodMessage = "Lasttest Flut";
const floodBody = JSON.stringify({ name: "Bench", email: "bench@example.org", message: floodMessage, agreed_to_agbs: true });

let delivered = 0;
let floodMails = 0;
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    let text = "";
    stream.on("data", (chunk) => (text += chunk));
    stream.on("end", () => {
      if (text.includes(floodMessage)) floodMails += 1;
      else delivered += 1;
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));

// Both servers get the same settings; `gatsby serve` reads them from the build, the
// production server when it starts. The bench plays many clients through X-Forwarded-For,
// as a proxy in front of the site would.
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  SMTP_URL: `smtp://${host}:${smtpPort}`,
  MAIL_TO: "inbox@agentur.example",
  MAIL_FROM: "website@agentur.example",
  CONTACT_RATE_LIMIT: String(rateLimit),
  TRUST_PROXY: "true",
  // The production server's contact queue: every accepted request is committed here, fsync'd, before its answer.
  CONTACT_QUEUE_FILE: path.join(mkdtempSync(path.join(os.tmpdir(), "bench-contact-queue-")), "contact-queue.sqlite"),
  // The production server counts visitors, as by default, into a file of the bench's own.
  STATS_FILE: path.join(mkdtempSync(path.join(os.tmpdir(), "bench-statistics-")), "statistics.sqlite"),
};

mkdirSync("bench/results", { recursive: true });
const buildStart = Date.now();
execSync("npx gatsby build", { env, stdio: "ignore" });
const buildSeconds = (Date.now() - buildStart) / 1000;

const logFor = (name) => openSync(`bench/results/server-${name}.log`, "w");
const servers = {
  production: await serveSite({ host, port: ports.production, env, stdio: logFor("production"), server: "production" }),
  gatsby: await serveSite({ host, port: ports.gatsby, env, stdio: logFor("gatsby"), server: "gatsby" }),
};

// The production server as it was before pages became static files: the last commit that still
// had server/compress-page.ts, unless BENCH_BEFORE_REF names another. Its server/ and src/ are
// checked out into a temporary folder (with a link to node_modules, for their imports) and serve
// the same build, with a contact queue of their own.
function checkOutBefore() {
  try {
    const ref =
      process.env.BENCH_BEFORE_REF || `${execSync("git log -1 --format=%H --diff-filter=D -- server/compress-page.ts").toString().trim()}^`;
    const commit = execSync(`git rev-parse --short ${ref}`).toString().trim();
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-server-before-"));
    execSync(`git archive ${commit} server src | tar -x -C ${dir}`);
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    return { commit, script: path.join(dir, "server/start.ts") };
  } catch (error) {
    console.log(`No earlier server to compare pages with (${error.message.split("\n")[0]})`);
    return null;
  }
}
const before = checkOutBefore();
if (before) {
  // An earlier server may still read its queue's folder from CONTACT_QUEUE_DIR.
  const beforeQueue = path.join(path.dirname(env.CONTACT_QUEUE_FILE), "before");
  const beforeEnv = {
    ...env,
    PUBLIC_DIR: path.resolve("public"),
    CONTACT_QUEUE_FILE: `${beforeQueue}.sqlite`,
    CONTACT_QUEUE_DIR: beforeQueue,
  };
  servers.before = await serveSite({ host, port: ports.before, env: beforeEnv, stdio: logFor("before"), script: before.script });
}

let clientNumber = 0;
const nextClient = () => `10.${(++clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
const json = (extra = {}) => ({ "content-type": "application/json", "x-api-key": apiKey, ...extra });

const scenarios = [
  { name: "rejected: wrong key (401)", path: "/api/send-email", method: "POST", headers: json({ "x-api-key": "wrong" }), body: valid },
  {
    name: "rejected: bad body (422)",
    path: "/api/send-email",
    method: "POST",
    requests: [{ setupRequest: (req) => ({ ...req, headers: json({ "x-forwarded-for": nextClient() }), body: "{}" }) }],
  },
  { name: "static page: /", path: "/", method: "GET" },
  // What a browser sends: the production server answers with Brotli, gatsby serve with gzip.
  { name: "static page: /, compressed", path: "/", method: "GET", headers: { "accept-encoding": "gzip, deflate, br" } },
];

function measure(port, { path, ...options }) {
  return new Promise((resolve, reject) => {
    const length = options.amount ? {} : { duration: seconds };
    autocannon({ url: `http://${host}:${port}${path}`, connections: 10, ...length, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const rows = [];
const results = {};
for (const { name, ...options } of scenarios) {
  const compared = servers.before && options.path === "/" ? ["before", "production", "gatsby"] : ["production", "gatsby"];
  for (const server of compared) {
    const result = await measure(ports[server], options);
    results[`${name} ${server}`] = result;
    rows.push({
      scenario: name,
      server,
      requests: result.requests.total,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts,
      "non-2xx": result.non2xx,
    });
  }
}
servers.gatsby();
servers.before?.();

// The visitor statistics' cost: a browser's page view with another site's Referer (counted, with
// its referring host) from a fresh production server that counts, and the same from a fresh one
// with STATS_ENABLED=false, in alternating runs so a change in the machine's load falls on both alike.
const statisticsDir = mkdtempSync(path.join(os.tmpdir(), "bench-statistics-counted-"));
const countedFile = path.join(statisticsDir, "statistics.sqlite");
for (const [name, statistics] of [
  ["counted", { STATS_FILE: countedFile }],
  ["uncounted", { STATS_ENABLED: "false" }],
]) {
  servers[name] = await serveSite({
    host,
    port: ports[name],
    env: { ...env, ...statistics, CONTACT_QUEUE_FILE: path.join(statisticsDir, `queue-${name}.sqlite`) },
    stdio: logFor(name),
  });
}
const browserView = {
  path: "/",
  method: "GET",
  headers: {
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    referer: "https://www.google.com/",
    "accept-encoding": "gzip, deflate, br",
  },
};
const counting = { on: { requests: 0, seconds: 0, ok: 0, runs: [] }, off: { requests: 0, seconds: 0, ok: 0, runs: [] } };
for (let round = 0; round < 5; round += 1) {
  for (const side of round % 2 ? ["off", "on"] : ["on", "off"]) {
    const result = await measure(side === "on" ? ports.counted : ports.uncounted, browserView);
    counting[side].requests += result.requests.total;
    counting[side].ok += result["2xx"];
    counting[side].seconds += result.duration;
    counting[side].runs.push(Math.round(result.requests.total / result.duration));
  }
}
servers.uncounted();
servers.counted();
const countedShare = counting.on.requests / counting.on.seconds / (counting.off.requests / counting.off.seconds);
// Once the server has stopped gracefully, its statistics file holds every page view it counted.
const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (let wait = 0; wait < 300 && running(servers.counted.pid); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
const statisticsFile = new DatabaseSync(countedFile, { readOnly: true });
const countedViews = Number(statisticsFile.prepare("SELECT coalesce(sum(views), 0) AS views FROM page_views WHERE path = '/'").get().views);
statisticsFile.close();

// Pages from the server before (a nonce written in, compressed per request) and now (the build's files).
const pagesBeforeAndAfter = servers.before
  ? scenarios
      .filter(({ path: address }) => address === "/")
      .map(({ name }) => {
        const [was, now] = [results[`${name} before`], results[`${name} production`]];
        return {
          scenario: name,
          [`before (${before.commit}) req/s`]: Math.round(was.requests.average),
          "now req/s": Math.round(now.requests.average),
          "before p99 ms": was.latency.p99,
          "now p99 ms": now.latency.p99,
          "req/s ×": (now.requests.average / was.requests.average).toFixed(1),
        };
      })
  : [];

const ratios = scenarios.map(({ name }) => {
  const production = results[`${name} production`];
  const gatsby = results[`${name} gatsby`];
  return {
    scenario: name,
    "req/s ×": (production.requests.average / gatsby.requests.average).toFixed(1),
    "p50 ÷": (gatsby.latency.p50 / Math.max(production.latency.p50, 1)).toFixed(1),
    "p99 ÷": (gatsby.latency.p99 / Math.max(production.latency.p99, 1)).toFixed(1),
  };
});

// Flood: 10,000 valid requests from one client while a visitor loads the start page and the
// server's resident memory is sampled.
const rssMb = () => Number(readFileSync(`/proc/${servers.production.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
let maxRss = rssMb();
const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb())), 100);
const pageLatencies = [];
let pageErrors = 0;
let flooding = true;
const visitor = (async () => {
  while (flooding) {
    const start = performance.now();
    try {
      const response = await fetch(`http://${host}:${ports.production}/`);
      await response.text();
      if (!response.ok) pageErrors += 1;
    } catch {
      pageErrors += 1;
    }
    pageLatencies.push(performance.now() - start);
  }
})();
const flood = await measure(ports.production, {
  path: "/api/send-email",
  method: "POST",
  headers: json({ "x-forwarded-for": "203.0.113.7" }),
  body: floodBody,
  amount: floodRequests,
  connections: 20,
});
await new Promise((resolve) => setTimeout(resolve, 500));
flooding = false;
await visitor;
clearInterval(sampler);

// Accepted requests, production server only (gatsby serve has no queue): each from a client of its
// own, so the rate limit lets every one through and each is stored durably before its answer. After
// the flood, so the flood's memory is its own.
const deliveredBeforeAccepted = delivered;
// As many as the server accepts from all visitors in ten minutes, less the flood's: a burst, not a duration.
const accepted = await measure(ports.production, {
  path: "/api/send-email",
  method: "POST",
  amount: fixedValues.acceptedRequestsPerWindow - rateLimit,
  requests: [{ setupRequest: (req) => ({ ...req, headers: json({ "x-forwarded-for": nextClient() }), body: valid }) }],
});
const acceptedTotal = accepted["2xx"];
const drainStart = Date.now();
while (delivered - deliveredBeforeAccepted < acceptedTotal && Date.now() - drainStart < 300_000) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const drainSeconds = (Date.now() - drainStart) / 1000;
rows.push({
  scenario: "accepted (200), queued",
  server: "production",
  requests: accepted.requests.total,
  "req/s": Math.round(accepted.requests.total / accepted.duration),
  "p50 ms": accepted.latency.p50,
  "p99 ms": accepted.latency.p99,
  errors: accepted.errors + accepted.timeouts,
  "non-2xx": accepted.non2xx,
});
const rssAfterAccepted = rssMb();

servers.production();

const sorted = [...pageLatencies].sort((a, b) => a - b);
const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const row = (name, server) => rows.find((r) => r.scenario === name && r.server === server);
const checks = {
  [`rejected requests ≥ ${targets.rejectedRps} req/s, p99 ≤ ${targets.rejectedP99Ms} ms`]: scenarios
    .filter(({ name }) => name.startsWith("rejected"))
    .every(
      ({ name }) => row(name, "production")["req/s"] >= targets.rejectedRps && row(name, "production")["p99 ms"] <= targets.rejectedP99Ms,
    ),
  [`accepted requests ≥ ${targets.acceptedRps} req/s, p99 ≤ ${targets.acceptedP99Ms} ms, all delivered`]:
    row("accepted (200), queued", "production")["req/s"] >= targets.acceptedRps &&
    row("accepted (200), queued", "production")["p99 ms"] <= targets.acceptedP99Ms &&
    accepted.non2xx === 0 &&
    delivered - deliveredBeforeAccepted >= acceptedTotal,
  [`static page ≥ ${targets.pageRps} req/s`]: row("static page: /", "production")["req/s"] >= targets.pageRps,
  [`flood delivers ≤ ${rateLimit} mails`]: floodMails <= rateLimit,
  [`memory during the flood < ${targets.rssMb} MB`]: maxRss < targets.rssMb,
  "start page answers during the flood": pageErrors === 0 && sorted.length > 0,
  [`page throughput counting visitors ≥ ${targets.countedShare * 100} % of not counting`]: countedShare >= targets.countedShare,
  // Each run ends with up to 10 requests in flight (one per connection), which the server answers and counts but autocannon
  // no longer records.
  "every page view counted is in the statistics file":
    countedViews >= counting.on.ok && countedViews <= counting.on.ok + 10 * counting.on.runs.length,
};

const date = new Date().toISOString();
console.log(
  `\nProduction server vs gatsby serve (${date}, Node ${process.version}, build ${buildSeconds.toFixed(1)} s, ${seconds} s per run, 10 connections)\n`,
);
console.table(rows);
console.log("Production server relative to gatsby serve:");
console.table(ratios);
if (pagesBeforeAndAfter.length > 0) {
  console.log("Pages from the production server before and now:");
  console.table(pagesBeforeAndAfter);
}
console.log(
  `Flood on the production server: ${flood.requests.total} requests in ${flood.duration.toFixed(1)} s ` +
    `(${Math.round(flood.requests.average)} req/s, p99 ${flood.latency.p99} ms), ${floodMails} mails delivered (limit ${rateLimit}), ` +
    `max RSS ${maxRss.toFixed(0)} MB; start page: ${sorted.length} loads, ${pageErrors} errors, p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
);
console.log(
  `Accepted requests with the queue: ${acceptedTotal} stored, all ${delivered - deliveredBeforeAccepted >= acceptedTotal ? "" : "NOT "}delivered ${drainSeconds.toFixed(1)} s after the run; ` +
    `RSS afterwards ${rssAfterAccepted.toFixed(0)} MB`,
);
console.log(
  `Visitor statistics, page / as a browser sends it, 5 alternating runs each: counting ${Math.round(counting.on.requests / counting.on.seconds)} req/s, ` +
    `not counting ${Math.round(counting.off.requests / counting.off.seconds)} req/s (${(countedShare * 100).toFixed(1)} %; ` +
    `runs: counting ${counting.on.runs.join(", ")}, not counting ${counting.off.runs.join(", ")}); ` +
    `${counting.on.ok} views answered, ${countedViews} in the statistics file after the graceful stop`,
);
for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? "✓" : "✗"} ${check}`);

writeFileSync(
  `bench/results/servers-${date.replace(/[:.]/g, "-")}.json`,
  JSON.stringify(
    {
      date,
      node: process.version,
      buildSeconds,
      rows,
      ratios,
      pagesBeforeAndAfter,
      flood: { requests: flood.requests.total, floodMails, maxRss, pageLoads: sorted.length, pageErrors },
      rssAfterAccepted,
      statistics: { counting, countedShare, countedViews },
      checks,
    },
    null,
    2,
  ),
);
await new Promise((resolve) => smtp.close(resolve));
rmSync(path.dirname(env.CONTACT_QUEUE_FILE), { recursive: true, force: true });
rmSync(statisticsDir, { recursive: true, force: true });
rmSync(path.dirname(env.STATS_FILE), { recursive: true, force: true });
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);
