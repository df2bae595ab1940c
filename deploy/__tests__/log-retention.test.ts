/** @jest-environment node */
// The privacy policy states how long server logs are kept (core/retention-periods.ts, serverLogDays)
// and that the logs hold no IP address. On the own server that is true only with the files in
// deploy/ the deploy guide installs: the journal's retention, the reverse proxy's log format and
// nginx's log rotation.
import { spawnSync } from "child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { retentionPeriods } from "../../core/retention-periods";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const { serverLogDays } = retentionPeriods;

const DAYS: Record<string, number> = { d: 1, day: 1, days: 1, w: 7, week: 7, weeks: 7 };

/** The longest a journal line lives under a journald.conf: MaxRetentionSec plus one file's span (MaxFileSec), in days. */
function journalDays(conf: string): number {
  const value = (key: string) => {
    const match = new RegExp(`^${key}=(\\d+)\\s*(\\w+)$`, "m").exec(conf);
    if (!match || !(match[2] in DAYS)) throw new Error(`${key} is not set in days or weeks`);
    return Number(match[1]) * DAYS[match[2]];
  };
  return value("MaxRetentionSec") + value("MaxFileSec");
}

const INTERVAL_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 31, yearly: 366 };

/** A logrotate file's rules for one pattern: how often it rotates (days) and how many old files it keeps. */
function logrotateRules(conf: string, pattern: string): { intervalDays: number; rotate: number } {
  const block = new RegExp(`^${pattern.replace(/[.*]/g, "\\$&")}\\s*\\{([^}]*)\\}`, "m").exec(conf)?.[1];
  if (block === undefined) throw new Error(`no block for ${pattern}`);
  const intervals = Object.keys(INTERVAL_DAYS).filter((word) => new RegExp(`^\\s*${word}\\s*$`, "m").test(block));
  const rotate = /^\s*rotate (\d+)\s*$/m.exec(block);
  if (intervals.length !== 1 || !rotate) throw new Error(`${pattern}: one interval (daily, weekly, …) and a rotate count are needed`);
  return { intervalDays: INTERVAL_DAYS[intervals[0]], rotate: Number(rotate[1]) };
}

/** The oldest line a rotation keeps: the current file's span and each kept file's, in days. */
const rotatedDays = ({ intervalDays, rotate }: { intervalDays: number; rotate: number }) => intervalDays * (rotate + 1);

/** What logrotate itself reads from a file (its debug mode changes nothing), or undefined where it is not installed. */
function logrotateReading(file: string): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), "logrotate-"));
  try {
    // A copy owned by whoever runs the test: logrotate run by root ignores files it does not own.
    copyFileSync(file, path.join(dir, "nginx"));
    const result = spawnSync("logrotate", ["-d", "-s", path.join(dir, "state"), path.join(dir, "nginx")], { encoding: "utf8" });
    return result.error ? undefined : `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// What would identify a visitor in an nginx log line.
const IDENTIFYING = [
  "$remote_addr",
  "$binary_remote_addr",
  "$http_x_forwarded_for",
  "$proxy_add_x_forwarded_for",
  "$http_referer",
  "$http_user_agent",
  "$request_uri",
  "$args",
  "$query_string",
  "$request ",
];

describe("the own server's logs keep the privacy policy's promise", () => {
  const journald = read("deploy/journald-retention.conf");
  const nginx = read("deploy/nginx-log-format.conf");
  const logrotate = read("deploy/logrotate-nginx");
  const nginxLogs = "/var/log/nginx/*.log";

  it("the journal keeps no line longer than the policy states", () => {
    expect(journalDays(journald)).toBeLessThanOrEqual(serverLogDays);
  });

  it("would notice a journal kept longer, or a retention not in days", () => {
    const longer = journald.replace(/^MaxRetentionSec=.*$/m, `MaxRetentionSec=${serverLogDays}day`);
    expect(journalDays(longer)).toBeGreaterThan(serverLogDays);
    expect(() => journalDays(journald.replace(/^MaxFileSec=.*$/m, "MaxFileSec=1month"))).toThrow(/MaxFileSec/);
  });

  it("the proxy's access log format names no address, referrer, user agent or query", () => {
    const format = /^log_format privacy (.*);$/m.exec(nginx)?.[1];
    expect(format).toContain("$status");
    expect(IDENTIFYING.filter((variable) => format!.includes(variable))).toEqual([]);
    // nginx's own default format, for contrast, has three of them.
    const combined = `'$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"'`;
    expect(IDENTIFYING.filter((variable) => combined.includes(variable)).length).toBeGreaterThanOrEqual(3);
  });

  it("nginx's logs are rotated before any line is older than the policy states", () => {
    expect(rotatedDays(logrotateRules(logrotate, nginxLogs))).toBeLessThanOrEqual(serverLogDays);
  });

  it("would notice nginx's logs kept longer, or kept without a count", () => {
    const longer = logrotate.replace(/^(\s*)rotate \d+$/m, `$1rotate ${serverLogDays}`);
    expect(rotatedDays(logrotateRules(longer, nginxLogs))).toBeGreaterThan(serverLogDays);
    expect(rotatedDays(logrotateRules(logrotate.replace(/^(\s*)daily$/m, "$1weekly"), nginxLogs))).toBeGreaterThan(serverLogDays);
    expect(() => logrotateRules(logrotate.replace(/^\s*rotate \d+\n/m, ""), nginxLogs)).toThrow(/rotate count/);
  });

  const reading = logrotateReading(path.join(root, "deploy/logrotate-nginx"));
  (reading === undefined ? it.skip : it)("logrotate reads the same rules from the file (where logrotate is installed)", () => {
    const { intervalDays, rotate } = logrotateRules(logrotate, nginxLogs);
    expect(reading).toContain(`rotating pattern: ${nginxLogs}  after ${intervalDays} days (${rotate} rotations)`);
    expect(reading).not.toMatch(/error|ignoring/i);
  });

  it("the rotation covers every log the nginx site block writes", () => {
    const site = read("deploy/nginx-site.conf");
    const files = [...site.matchAll(/^\s*(?:access_log|error_log) (\S+)/gm)].map((match) => match[1].replace(/;$/, ""));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const rotated = new RegExp(`^${nginxLogs.replace(/\./g, "\\.").replace("*", "[^/]*")}$`);
    expect(files.filter((file) => !rotated.test(file))).toEqual([]);
  });

  it("the launch check names them for the own server, and only files that exist", () => {
    const named = [...read("scripts/check-launch.ts").matchAll(/deploy\/[\w.-]+/g)].map((match) => match[0]);
    expect(named).toEqual(
      expect.arrayContaining(["deploy/journald-retention.conf", "deploy/nginx-log-format.conf", "deploy/logrotate-nginx"]),
    );
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it("the deploy guide installs the files", () => {
    const guide = read("docs/operations.md");
    const files = ["deploy/journald-retention.conf", "deploy/nginx-log-format.conf", "deploy/logrotate-nginx"];
    expect(files.filter((file) => !guide.includes(file))).toEqual([]);
  });
});
