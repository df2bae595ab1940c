/** @jest-environment node */
// The privacy policy states how long server logs are kept (content/company.md, retention.serverLogDays)
// and that the logs hold no IP address. On the own server that is true only with the files in
// deploy/ the deploy guide installs: the journal's retention and the reverse proxy's log format.
import { readFileSync } from "fs";
import matter from "gray-matter";
import path from "path";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const company = matter(read("content/company.md")).data as { retention: { serverLogDays: number } };

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

  it("the journal keeps no line longer than the policy states", () => {
    expect(journalDays(journald)).toBeLessThanOrEqual(company.retention.serverLogDays);
  });

  it("would notice a journal kept longer, or a retention not in days", () => {
    const longer = journald.replace(/^MaxRetentionSec=.*$/m, `MaxRetentionSec=${company.retention.serverLogDays}day`);
    expect(journalDays(longer)).toBeGreaterThan(company.retention.serverLogDays);
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

  it("the deploy guide installs both files", () => {
    const guide = read("docs/operations.md");
    expect(guide).toContain("deploy/journald-retention.conf");
    expect(guide).toContain("deploy/nginx-log-format.conf");
  });
});
