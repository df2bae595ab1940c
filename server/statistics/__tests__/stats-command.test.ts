/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { CountBatch, keyOf } from "../statistics-db";
import { openStatisticsDb } from "../statistics-db";
import { statsCommand } from "../statistics-report";

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
      batch.add(day, "referrers", "google.com", 3);
      batch.add(day, "campaigns", keyOf("newsletter", "email", ""), 2);
    }
    // Contact requests per week, under its Monday: the week of 26 November, and that of 20 November.
    batch.add("2026-11-23", "requests", "/ai/", 1);
    batch.add("2026-11-16", "requests", "/kontakt/", 2);
    batch.add("2026-11-25", "notFound", keyOf("/alte-seite/", "example.org"), 4);
    // The 30 days before the last 30: 28 September to 27 October.
    batch.add("2026-10-27", "notFound", keyOf("/wp-login.php", ""), 9);
    batch.add("2026-10-01", "views", "/team/", 5);
    const db = openStatisticsDb(file);
    db.add(batch);
    db.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the last 30 days and the 30 before them as one JSON object with --json", () => {
    const { code, output } = statsCommand(["--json"], { file, now });
    expect(code).toBe(0);
    expect(JSON.parse(output)).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      totals: { views: 42, requests: 3 },
      languages: [
        { language: "de", views: 42, requests: 3 },
        { language: "en", views: 0, requests: 0 },
      ],
      pages: [
        { path: "/ai/", views: 30, requests: 1 },
        { path: "/", views: 12, requests: 0 },
        { path: "/kontakt/", views: 0, requests: 2 },
      ],
      referrers: [{ host: "google.com", views: 9 }],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "", views: 6 }],
      notFound: [{ path: "/alte-seite/", referrer: "example.org", views: 4 }],
      previous: {
        from: "2026-09-28",
        to: "2026-10-27",
        totals: { views: 19, requests: 0 },
        languages: [
          { language: "de", views: 19, requests: 0 },
          { language: "en", views: 0, requests: 0 },
        ],
        pages: [
          { path: "/ai/", views: 10, requests: 0 },
          { path: "/team/", views: 5, requests: 0 },
          { path: "/", views: 4, requests: 0 },
        ],
        referrers: [{ host: "google.com", views: 3 }],
        campaigns: [{ source: "newsletter", medium: "email", campaign: "", views: 2 }],
        notFound: [{ path: "/wp-login.php", referrer: "", views: 9 }],
      },
    });
  });

  it("takes another window with --days, with the contact requests of every week it touches", () => {
    expect(JSON.parse(statsCommand(["--days", "7", "--json"], { file, now }).output)).toMatchObject({
      from: "2026-11-20",
      to: "2026-11-26",
      pages: [
        { path: "/ai/", views: 20, requests: 1 },
        { path: "/", views: 8, requests: 0 },
        { path: "/kontakt/", requests: 2 },
      ],
      previous: { from: "2026-11-13", to: "2026-11-19", totals: { views: 0, requests: 2 } },
    });
    expect(JSON.parse(statsCommand(["--days=1", "--json"], { file, now }).output).pages).toEqual([
      { path: "/ai/", views: 10, requests: 1 },
      { path: "/", views: 4, requests: 0 },
    ]);
  });

  it("prints the totals first, then each page against the period before, with its share of contact requests", () => {
    const { output } = statsCommand([], { file, now });
    expect(output).toContain("Besucherstatistik 2026-10-28 bis 2026-11-26");
    expect(output.indexOf("Insgesamt, verglichen mit 28.09.2026 bis 27.10.2026")).toBeLessThan(output.indexOf("je Seite"));
    expect(output).toMatch(/Seitenaufrufe\s+42\s+19\s+\+121 %/);
    expect(output).toMatch(/Kontaktanfragen\s+3\s+0\s+neu/);
    expect(output).toMatch(/\/ai\/\s+30\s+10\s+\+200 %\s+1\s+0\s+neu\s+3,3 %/);
    expect(output).toMatch(/\/team\/\s+0\s+5\s+−100 %\s+0\s+0\s+–\s+–/);
    expect(output).toMatch(/\/kontakt\/\s+0\s+0\s+–\s+2\s+0\s+neu\s+–/);
    expect(output).toMatch(/google\.com\s+9/);
    expect(output).toMatch(/newsletter\s+email\s+–\s+6/);
    expect(output).toMatch(/Nicht gefundene Adressen[\s\S]*\/alte-seite\/\s+example\.org\s+4/);
  });

  it("sums views and contact requests per language, by the pages' addresses, beside the period before", () => {
    const batch = new CountBatch();
    batch.add("2026-11-26", "views", "/en/web-design/", 6);
    batch.add("2026-11-25", "views", "/en/", 2);
    batch.add("2026-10-20", "views", "/en/", 4);
    batch.add("2026-11-23", "requests", "/en/contact/", 1);
    const db = openStatisticsDb(file);
    db.add(batch);
    db.close();
    const report = JSON.parse(statsCommand(["--json"], { file, now }).output);
    expect(report.languages).toEqual([
      { language: "de", views: 42, requests: 3 },
      { language: "en", views: 8, requests: 1 },
    ]);
    expect(report.previous.languages).toEqual([
      { language: "de", views: 19, requests: 0 },
      { language: "en", views: 4, requests: 0 },
    ]);
    const output = statsCommand([], { file, now }).output;
    expect(output.indexOf("je Sprache")).toBeLessThan(output.indexOf("je Seite"));
    expect(output).toMatch(/Deutsch\s+42\s+19\s+\+121 %\s+3\s+0\s+neu\s+7,1 %/);
    expect(output).toMatch(/Englisch\s+8\s+4\s+\+100 %\s+1\s+0\s+neu\s+12,5 %/);
  });

  it("refuses an unknown argument or a window that is no number", () => {
    expect(statsCommand(["--tage", "7"], { file, now }).code).toBe(2);
    expect(statsCommand(["--days", "sieben"], { file, now }).code).toBe(2);
    expect(statsCommand(["--days", "0"], { file, now }).code).toBe(2);
  });

  it("answers with empty tables while there is no file yet", () => {
    const languages = [
      { language: "de", views: 0, requests: 0 },
      { language: "en", views: 0, requests: 0 },
    ];
    const empty = { totals: { views: 0, requests: 0 }, languages, pages: [], referrers: [], campaigns: [], notFound: [] };
    expect(JSON.parse(statsCommand(["--json"], { file: path.join(dir, "none.sqlite"), now }).output)).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      ...empty,
      previous: { from: "2026-09-28", to: "2026-10-27", ...empty },
    });
  });
});
