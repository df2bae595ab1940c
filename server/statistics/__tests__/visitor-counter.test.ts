/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { readOnlyFolder } from "../../../src/test-utils/read-only-folder";
import { inspect } from "util";
import { CountBatch, keyOf } from "../statistics-db";
import { MADE_UP_THRESHOLD, MAX_CANDIDATES, MAX_NAMED, REQUESTS_THRESHOLD, Threshold } from "../threshold";
import { openVisitorCounter, type VisitorCounter } from "../visitor-counter";

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

  it("writes the counts once a minute and the rest on stop; a page's contact requests under the week's Monday from the fifth", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 10, 0) });
    const file = path.join(dir, "nested", "statistics.sqlite");
    const counter = openVisitorCounter({ file, log: recordingLog() })!;
    counter.countView("/ai/");
    counter.countView("/ai/");
    for (let index = 1; index < REQUESTS_THRESHOLD; index += 1) counter.countContactRequest("/ai/");
    counter.countContactRequest("/en/ai/");
    expect(rows(file, "SELECT * FROM page_views")).toEqual([]);

    jest.advanceTimersByTime(60_000);
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 2 }]);
    // Friday 20 November is in the week of Monday 16 November; below the threshold, per language.
    const requests = () => rows(file, "SELECT * FROM contact_requests ORDER BY path");
    expect(requests()).toEqual([
      { day: "2026-11-16", path: "(andere)", requests: REQUESTS_THRESHOLD - 1 },
      { day: "2026-11-16", path: "/en/(andere)", requests: 1 },
    ]);

    counter.countView("/ai/");
    counter.countContactRequest("/ai/");
    counter.stop();
    expect(rows(file, "SELECT * FROM page_views")).toEqual([{ day: "2026-11-20", path: "/ai/", views: 3 }]);
    expect(requests()).toEqual([
      { day: "2026-11-16", path: "/ai/", requests: REQUESTS_THRESHOLD },
      { day: "2026-11-16", path: "/en/(andere)", requests: 1 },
    ]);
  });

  /** Counts one request carrying `value` as a referring domain, a campaign and an address not found. */
  const madeUp = (counter: VisitorCounter, value: string, times = 1) => {
    for (let index = 0; index < times; index += 1) {
      counter.countView("/", value, keyOf(value, "", ""));
      counter.countNotFound(`/${value}/`, "");
    }
  };
  const madeUpRows = (file: string) => [
    rows(file, "SELECT day, host AS value, views FROM referrer_views ORDER BY day, host"),
    rows(file, "SELECT day, source AS value, views FROM campaign_views ORDER BY day, source"),
    rows(file, "SELECT day, trim(path, '/') AS value, views FROM not_found ORDER BY day, path"),
  ];

  it("keeps a made-up value under its name once ten requests of a day carried it, those before it too, also after a restart", () => {
    const file = path.join(dir, "statistics.sqlite");
    let now = new Date(2026, 10, 20, 10);
    const open = () => openVisitorCounter({ file, log: recordingLog(), now: () => now })!;
    let counter = open();
    madeUp(counter, "partner.example", MADE_UP_THRESHOLD - 1);
    madeUp(counter, "max-mustermann.example", 1);
    counter.flush();
    const day = "2026-11-20";
    for (const kind of madeUpRows(file)) expect(kind).toEqual([{ day, value: "(andere)", views: MADE_UP_THRESHOLD }]);
    madeUp(counter, "partner.example", 2);
    madeUp(counter, "linkedin.com", MADE_UP_THRESHOLD - 1);
    counter.stop();
    // After a restart the named value keeps its name; one on its way there starts anew.
    counter = open();
    madeUp(counter, "partner.example");
    madeUp(counter, "linkedin.com");
    now = new Date(2026, 10, 21, 10);
    madeUp(counter, "partner.example");
    counter.stop();
    for (const kind of madeUpRows(file)) {
      expect(kind).toEqual([
        { day, value: "(andere)", views: 1 + MADE_UP_THRESHOLD },
        { day, value: "partner.example", views: MADE_UP_THRESHOLD + 2 },
        { day: "2026-11-21", value: "(andere)", views: 1 },
      ]);
    }
  });

  it("names a real value among a flood of thousands made up, keeps it named, and names at most the cap a day", () => {
    const file = path.join(dir, "statistics.sqlite");
    const counter = openVisitorCounter({ file, log: recordingLog(), now: () => new Date(2026, 10, 20, 10) })!;
    // The flood fills the candidates before the real value comes, twice, then once after as many others as they hold.
    for (let index = 0; index < 12_000; index += 1) {
      madeUp(counter, `probe-${index}`);
      if (index >= 3000 && index % MAX_CANDIDATES === 0) madeUp(counter, "partner.example", index === 3000 ? 2 : 1);
    }
    // Values sent ten times each take the rest of the day's names; later ones count as "(andere)".
    for (let index = 0; index < MAX_NAMED + 50; index += 1) madeUp(counter, `welle-${index}`, MADE_UP_THRESHOLD);
    madeUp(counter, "partner.example");
    counter.stop();
    for (const kind of madeUpRows(file)) {
      const views = new Map(kind.map(({ value, views }) => [value, views]));
      expect(views.get("partner.example")).toBe(MADE_UP_THRESHOLD + 1);
      expect(kind).toHaveLength(MAX_NAMED + 1);
      expect(views.get("(andere)")).toBe(12_000 + (50 + 1) * MADE_UP_THRESHOLD);
    }
  });

  it("holds a value on its way to the threshold only as a keyed hash", () => {
    const threshold = new Threshold("referrers", MADE_UP_THRESHOLD, () => []);
    const batch = new CountBatch();
    for (let index = 1; index < MADE_UP_THRESHOLD; index += 1) threshold.count(batch, "2026-11-20", "max-mustermann.example");
    expect(inspect(threshold, { depth: null, showHidden: true })).not.toMatch(/mustermann/);
    expect([...batch.days.get("2026-11-20")!.referrers]).toEqual([["(andere)", MADE_UP_THRESHOLD - 1]]);
  });

  it("deletes the days older than the retention period, at start and when a new day begins, with or without a view", () => {
    const file = path.join(dir, "statistics.sqlite");
    let now = new Date(2024, 0, 31, 12);
    const log = recordingLog();
    const first = openVisitorCounter({ file, log, now: () => now })!;
    first.countView("/");
    now = new Date(2024, 1, 1, 12);
    first.countView("/team/");
    first.stop();
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2024-01-31" }, { day: "2024-02-01" }]);

    // 25 months after 1 March 2026 begins on 1 February 2024.
    now = new Date(2026, 2, 1, 8);
    const later = openVisitorCounter({ file, log, now: () => now })!;
    expect(rows(file, "SELECT day FROM page_views ORDER BY day")).toEqual([{ day: "2024-02-01" }]);
    later.countView("/");
    later.flush();
    now = new Date(2026, 2, 2, 8);
    later.countView("/");
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
    expect(openVisitorCounter({ file, log })).toBeUndefined();
    expect(log.lines).toEqual([expect.stringMatching(/^Besucherstatistik aus: .*statistics\.sqlite: file is not a database/)]);
    expect(readFileSync(file, "utf8")).toBe("keine Datenbank ".repeat(100));
  });

  it("turns itself off for a read-only folder, with or without a file in it", () => {
    for (const withFile of [false, true]) {
      const folder = readOnlyFolder((source) => {
        if (withFile) openVisitorCounter({ file: path.join(source, "statistics.sqlite"), log: recordingLog() })!.stop();
      });
      try {
        const log = recordingLog();
        expect(openVisitorCounter({ file: path.join(folder.dir, "statistics.sqlite"), log })).toBeUndefined();
        expect(log.lines).toHaveLength(1);
      } finally {
        folder.remove();
      }
    }
  });

  it("turns itself off when its folder cannot be created", () => {
    writeFileSync(path.join(dir, "a-file"), "");
    const log = recordingLog();
    expect(openVisitorCounter({ file: path.join(dir, "a-file", "statistics.sqlite"), log })).toBeUndefined();
    expect(log.lines).toEqual([expect.stringMatching(/^Besucherstatistik aus: .*EEXIST/)]);
  });
});
