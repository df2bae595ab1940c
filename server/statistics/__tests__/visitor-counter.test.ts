/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { readOnlyFolder } from "../../../src/test-utils/read-only-folder";
import { campaignKey } from "../count-batch";
import { openVisitorCounter } from "../visitor-counter";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "stats-"));

function rows(file: string, sql: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
}

describe("visitor counter", () => {
  let dir: string;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes the counts once a minute, in memory until then, and the rest on stop", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 10, 0) });
    const file = path.join(dir, "nested", "statistics.sqlite");
    const counter = openVisitorCounter({ file, retentionMonths: 25, log: recordingLog() });
    counter.countView({ path: "/ai/", referrerHost: "www.google.com" });
    counter.countView({ path: "/ai/", campaign: campaignKey({ source: "newsletter", medium: "email", campaign: "herbst" }) });
    counter.countContactRequest("/ai/");
    expect(rows(file, "SELECT * FROM page_views")).toEqual([]);

    jest.advanceTimersByTime(60_000);
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 2 }]);
    expect(rows(file, "SELECT * FROM referrer_views")).toEqual([{ day: "2026-11-20", host: "www.google.com", views: 1 }]);
    expect(rows(file, "SELECT * FROM campaign_views")).toEqual([
      { day: "2026-11-20", source: "newsletter", medium: "email", campaign: "herbst", views: 1 },
    ]);
    expect(rows(file, "SELECT * FROM contact_requests")).toEqual([{ day: "2026-11-20", path: "/ai/", requests: 1 }]);

    counter.countView({ path: "/ai/" });
    counter.stop();
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 3 }]);
  });

  it("deletes the days older than the retention period, at start and when a new day begins", () => {
    const file = path.join(dir, "statistics.sqlite");
    let now = new Date(2024, 0, 31, 12);
    const log = recordingLog();
    const first = openVisitorCounter({ file, retentionMonths: 25, log, now: () => now });
    first.countView({ path: "/" });
    now = new Date(2024, 1, 1, 12);
    first.countView({ path: "/team/" });
    first.stop();
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2024-01-31" }, { day: "2024-02-01" }]);

    // 25 months after 1 March 2026 begins on 1 February 2024.
    now = new Date(2026, 2, 1, 8);
    const later = openVisitorCounter({ file, retentionMonths: 25, log, now: () => now });
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2024-02-01" }]);
    later.countView({ path: "/" });
    later.flush();
    now = new Date(2026, 2, 2, 8);
    later.countView({ path: "/" });
    later.flush();
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2026-03-01" }, { day: "2026-03-02" }]);
    later.stop();
  });

  it("turns itself off with one log line for a file that is no database, and leaves the file as it was", () => {
    const file = path.join(dir, "statistics.sqlite");
    writeFileSync(file, "keine Datenbank ".repeat(100));
    const log = recordingLog();
    const counter = openVisitorCounter({ file, retentionMonths: 25, log });
    expect(counter.status()).toEqual({ on: false, reason: expect.stringContaining("file is not a database") });
    expect(log.lines).toEqual([expect.stringMatching(/^Besucherstatistik aus: .*statistics\.sqlite: file is not a database/)]);
    counter.countView({ path: "/" });
    counter.stop();
    expect(readFileSync(file, "utf8")).toBe("keine Datenbank ".repeat(100));
  });

  it("turns itself off for a read-only folder, with or without a file in it", () => {
    for (const withFile of [false, true]) {
      const folder = readOnlyFolder((source) => {
        if (withFile) openVisitorCounter({ file: path.join(source, "statistics.sqlite"), retentionMonths: 25, log: recordingLog() }).stop();
      });
      try {
        const log = recordingLog();
        const counter = openVisitorCounter({ file: path.join(folder.dir, "statistics.sqlite"), retentionMonths: 25, log });
        expect(counter.status()).toMatchObject({ on: false });
        expect(log.lines).toHaveLength(1);
        counter.countView({ path: "/" });
        counter.stop();
      } finally {
        folder.remove();
      }
    }
  });

  it("turns itself off when its folder cannot be created", () => {
    writeFileSync(path.join(dir, "a-file"), "");
    const log = recordingLog();
    const counter = openVisitorCounter({ file: path.join(dir, "a-file", "statistics.sqlite"), retentionMonths: 25, log });
    expect(counter.status()).toEqual({ on: false, reason: expect.stringContaining("EEXIST") });
    expect(log.lines).toHaveLength(1);
  });
});
