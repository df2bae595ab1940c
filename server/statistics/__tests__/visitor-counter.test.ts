/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { readOnlyFolder } from "../../../src/test-utils/read-only-folder";
import { FOLDED, keyOf, MAX_MADE_UP_PER_DAY } from "../count-batch";
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

  it("writes the counts once a minute, in memory until then, and the rest on stop; contact requests under the week's Monday", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 10, 0) });
    const file = path.join(dir, "nested", "statistics.sqlite");
    const counter = openVisitorCounter({ file, retentionMonths: 25, log: recordingLog() });
    counter.countView({ path: "/ai/", referrerHost: "google.com" });
    counter.countView({ path: "/ai/", campaign: keyOf("newsletter", "email", "herbst") });
    counter.countContactRequest("/ai/");
    expect(rows(file, "SELECT * FROM page_views")).toEqual([]);

    jest.advanceTimersByTime(60_000);
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 2 }]);
    expect(rows(file, "SELECT * FROM referrer_views")).toEqual([{ day: "2026-11-20", host: "google.com", views: 1 }]);
    expect(rows(file, "SELECT * FROM campaign_views")).toEqual([
      { day: "2026-11-20", source: "newsletter", medium: "email", campaign: "herbst", views: 1 },
    ]);
    // Friday 20 November is in the week of Monday 16 November.
    expect(rows(file, "SELECT * FROM contact_requests")).toEqual([{ day: "2026-11-16", path: "/ai/", requests: 1 }]);

    counter.countView({ path: "/ai/" });
    counter.stop();
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 3 }]);
  });

  it("keeps at most the cap of made-up values a day, across writes, and counts the rest as one", () => {
    const file = path.join(dir, "statistics.sqlite");
    let now = new Date(2026, 10, 20, 10);
    const counter = openVisitorCounter({ file, retentionMonths: 25, log: recordingLog(), now: () => now });
    const flood = (from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        counter.countNotFound({ path: `/probe-${index}.php`, referrer: "" });
        counter.countView({ path: "/", referrerHost: `site-${index}.example`, campaign: keyOf(`welle-${index}`, "", "") });
      }
    };
    flood(0, 70);
    counter.flush();
    flood(60, 300);
    counter.countNotFound({ path: "/probe-5.php", referrer: "" });
    counter.flush();
    now = new Date(2026, 10, 21, 10);
    flood(0, 3);
    counter.stop();

    const perDay = (table: string) =>
      rows(file, `SELECT day, count(*) AS kept, sum(views) AS views FROM ${table} GROUP BY day ORDER BY day`);
    // 310 of each, and one more address not found.
    for (const [table, views] of [
      ["not_found", 311],
      ["referrer_views", 310],
      ["campaign_views", 310],
    ] as const) {
      expect(perDay(table)).toEqual([
        { day: "2026-11-20", kept: MAX_MADE_UP_PER_DAY + 1, views },
        { day: "2026-11-21", kept: 3, views: 3 },
      ]);
    }
    expect(rows(file, "SELECT path, views FROM not_found WHERE path IN ('/probe-5.php', '(weitere)')")).toEqual([
      { path: "(weitere)", views: 311 - MAX_MADE_UP_PER_DAY - 10 - 1 },
      { path: "/probe-5.php", views: 2 },
    ]);
    expect(rows(file, `SELECT source, medium, campaign FROM campaign_views WHERE source = '${FOLDED}'`)).toEqual([
      { source: FOLDED, medium: "", campaign: "" },
    ]);
  });

  it("deletes the days older than the retention period, at start and when a new day begins, with or without a view", () => {
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
    // A day without a view: the minute's write still deletes what has grown too old.
    now = new Date(2028, 3, 2, 8);
    later.flush();
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2026-03-02" }]);
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
