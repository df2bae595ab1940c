/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { campaignKey, CountBatch } from "../count-batch";
import { openStatisticsDb } from "../statistics-db";
import { statsCommand } from "../stats-command";

describe("npm run stats", () => {
  let dir: string;
  let file: string;
  const now = new Date(2026, 10, 26, 9, 30);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "stats-command-"));
    file = path.join(dir, "statistics.sqlite");
    const batch = new CountBatch();
    for (const day of ["2026-11-26", "2026-11-20", "2026-10-28", "2026-10-27"]) {
      batch.add(day, "views", "/ai/", 10);
      batch.add(day, "views", "/", 4);
      batch.add(day, "referrers", "www.google.com", 3);
      batch.add(day, "campaigns", campaignKey({ source: "newsletter", medium: "email", campaign: "" }), 2);
    }
    batch.add("2026-11-26", "requests", "/ai/", 1);
    batch.add("2026-11-20", "requests", "/kontakt/", 2);
    const db = openStatisticsDb(file);
    db.add(batch);
    db.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the last 30 days as one JSON object with --json", () => {
    const { code, output } = statsCommand(["--json"], { file, now });
    expect(code).toBe(0);
    expect(JSON.parse(output)).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      pages: [
        { path: "/ai/", views: 30, requests: 1 },
        { path: "/", views: 12, requests: 0 },
        { path: "/kontakt/", views: 0, requests: 2 },
      ],
      referrers: [{ host: "www.google.com", views: 9 }],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "", views: 6 }],
    });
  });

  it("takes another window with --days", () => {
    expect(JSON.parse(statsCommand(["--days", "7", "--json"], { file, now }).output)).toMatchObject({
      from: "2026-11-20",
      to: "2026-11-26",
      pages: [{ path: "/ai/", views: 20, requests: 1 }, { path: "/", views: 8, requests: 0 }, { path: "/kontakt/" }],
    });
    expect(JSON.parse(statsCommand(["--days=1", "--json"], { file, now }).output).pages).toEqual([
      { path: "/ai/", views: 10, requests: 1 },
      { path: "/", views: 4, requests: 0 },
    ]);
  });

  it("prints tables with each page's share of contact requests", () => {
    const { output } = statsCommand([], { file, now });
    expect(output).toContain("Besucherstatistik 2026-10-28 bis 2026-11-26");
    expect(output).toMatch(/\/ai\/\s+30\s+1\s+3,3 %/);
    expect(output).toMatch(/\/kontakt\/\s+0\s+2\s+–/);
    expect(output).toMatch(/www\.google\.com\s+9/);
    expect(output).toMatch(/newsletter\s+email\s+–\s+6/);
  });

  it("refuses an unknown argument or a window that is no number", () => {
    expect(statsCommand(["--tage", "7"], { file, now }).code).toBe(2);
    expect(statsCommand(["--days", "sieben"], { file, now }).code).toBe(2);
    expect(statsCommand(["--days", "0"], { file, now }).code).toBe(2);
  });

  it("answers with empty tables while there is no file yet", () => {
    expect(JSON.parse(statsCommand(["--json"], { file: path.join(dir, "none.sqlite"), now }).output)).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      pages: [],
      referrers: [],
      campaigns: [],
    });
  });
});
