// npm run bench:contact: throughput and latency of POST /api/send-email on the production
// server, and a flood from one client against the rate limit. Loopback only; bounded runs.
import { execSync } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { serveSite } from "./serve-site.mjs";

const host = "127.0.0.1";
const sitePort = 9200;
const smtpPort = 2626;
const base = `http://${host}:${sitePort}`;
const apiKey = "bench-key";
const rateLimit = 5;
const valid = JSON.stringify({ name: "Bench", email: "bench@example.org", message: "Lasttest", agreed_to_agbs: true });

let delivered = 0;
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    stream.on("end", () => {
      delivered += 1;
      done();
    });
    stream.resume();
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  SMTP_URL: `smtp://${host}:${smtpPort}`,
  MAIL_TO: "inbox@agentur.example",
  MAIL_FROM: "website@agentur.example",
  CONTACT_API_KEY: apiKey,
  CONTACT_RATE_LIMIT: String(rateLimit),
  // The bench plays many clients through X-Forwarded-For, as a proxy in front of the site would.
  TRUST_PROXY: "1",
};

mkdirSync("bench/results", { recursive: true });
const buildStart = Date.now();
execSync("npx gatsby build", { env, stdio: "ignore" });
const buildSeconds = (Date.now() - buildStart) / 1000;

const serverLog = openSync("bench/results/contact-server.log", "w");
const stopServer = await serveSite({ host, port: sitePort, env, stdio: serverLog });

let clientNumber = 0;
const headers = (extra = {}) => ({ "content-type": "application/json", "x-api-key": apiKey, ...extra });

function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}/api/send-email`, method: "POST", connections: 10, amount: 2000, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name, result }),
    );
  });
}

const rows = [];
async function scenario(name, options) {
  const before = delivered;
  const { result } = await run(name, options);
  await new Promise((r) => setTimeout(r, 300));
  rows.push({
    scenario: name,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    "mails delivered": delivered - before,
  });
}

await scenario("rejected: wrong key (401)", { amount: 300, headers: headers({ "x-api-key": "wrong", "x-forwarded-for": "198.51.100.1" }), body: valid });
await scenario("rejected: bad body (422)", {
  amount: 300,
  requests: [{ setupRequest: (req) => ({ ...req, headers: headers({ "x-forwarded-for": `10.1.${++clientNumber >> 8 & 255}.${clientNumber & 255}` }), body: "{}" }) }],
});
await scenario("accepted: valid, SMTP delivery", {
  amount: 200,
  requests: [{ setupRequest: (req) => ({ ...req, headers: headers({ "x-forwarded-for": `10.2.${++clientNumber >> 8 & 255}.${clientNumber & 255}` }), body: valid }) }],
});

// Flood: 2,000 valid requests from one client while a visitor loads the start page.
const pageLatencies = [];
let pageErrors = 0;
let flooding = true;
const visitor = (async () => {
  while (flooding) {
    const start = performance.now();
    try {
      const response = await fetch(`${base}/`);
      await response.text();
      if (!response.ok) pageErrors += 1;
    } catch {
      pageErrors += 1;
    }
    pageLatencies.push(performance.now() - start);
  }
})();
await scenario("flood: 2,000 from one client", { headers: headers({ "x-forwarded-for": "203.0.113.7" }), body: valid });
flooding = false;
await visitor;

const sorted = [...pageLatencies].sort((a, b) => a - b);
const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const flood = rows[rows.length - 1];
const summary = {
  date: new Date().toISOString(),
  node: process.version,
  buildSeconds,
  rateLimit,
  rows,
  floodMailsWithinLimit: flood["mails delivered"] <= rateLimit,
  startPageDuringFlood: { loads: sorted.length, errors: pageErrors, "p50 ms": pct(50), "p99 ms": pct(99) },
};

console.log(`\nContact endpoint benchmark (${summary.date}, Node ${process.version}, production build in ${buildSeconds.toFixed(1)} s)\n`);
console.table(rows);
console.log(`Flood: ${flood["mails delivered"]} mails delivered for ${flood.requests} requests (limit ${rateLimit}): ${summary.floodMailsWithinLimit ? "within the limit" : "OVER THE LIMIT"}`);
console.log(`Start page during the flood: ${sorted.length} loads, ${pageErrors} errors, p50 ${pct(50)} ms, p99 ${pct(99)} ms`);

writeFileSync(`bench/results/contact-${summary.date.replace(/[:.]/g, "-")}.json`, JSON.stringify(summary, null, 2));
stopServer();
await new Promise((resolve) => smtp.close(resolve));
process.exit(summary.floodMailsWithinLimit && pageErrors === 0 ? 0 : 1);
