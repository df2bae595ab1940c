/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { createMailQueue } from "../../contact/queue/mail-queue";
import { CountBatch } from "../count-batch";
import { openStatisticsDb } from "../statistics-db";
import { composeWeeklySummary, lastFullWeek, startWeeklySummary } from "../weekly-summary";
import { openVisitorCounter } from "../visitor-counter";

const addresses = { from: "website@agentur.example", to: "inbox@agentur.example" };
const silent = { info() {}, error() {} };

describe("weekly statistics mail", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "weekly-summary-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("covers the last full week, Monday to Sunday", () => {
    expect(lastFullWeek(new Date(2026, 10, 26, 12))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastFullWeek(new Date(2026, 10, 23, 0, 5))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastFullWeek(new Date(2026, 10, 22, 23, 55))).toEqual({ from: "2026-11-09", to: "2026-11-15" });
  });

  it("holds the week's tables and a chart of the last eight weeks that loads nothing from elsewhere", () => {
    const db = openStatisticsDb(path.join(dir, "statistics.sqlite"));
    const batch = new CountBatch();
    batch.add("2026-11-17", "views", "/ai/", 40);
    batch.add("2026-11-18", "requests", "/ai/", 2);
    batch.add("2026-11-18", "referrers", "www.linkedin.com", 5);
    batch.add("2026-10-01", "views", "/", 7);
    db.add(batch);
    const mail = composeWeeklySummary(db, { from: "2026-11-16", to: "2026-11-22" }, addresses);
    db.close();

    expect(mail).toMatchObject({ ...addresses, subject: "Besucherstatistik der Website: 16.11.2026 bis 22.11.2026" });
    expect(mail.text).toMatch(/\/ai\/\s+40\s+2\s+5 %/);
    expect(mail.text).toMatch(/www\.linkedin\.com\s+5/);
    expect(mail.html).toContain("<td");
    const svg = mail.html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";
    // Eight weeks, one bar per day; 1 October is in them, with its 7 views.
    expect(svg.match(/<rect /g)).toHaveLength(56);
    expect(svg).toContain("<title>2026-10-01: 7</title>");
    expect(svg).toContain("<title>2026-11-17: 40</title>");
    expect(mail.html).not.toMatch(/\s(src|href)=/);
    expect(mail.html.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:/);
  });

  it("puts the mail into the contact queue once a week, also across a restart", async () => {
    const file = path.join(dir, "statistics.sqlite");
    const queue = createMailQueue(path.join(dir, "queue"));
    await queue.open();
    const transport = { send: async (mail: Parameters<typeof queue.store>[0]) => (await queue.store(mail, new Date())).id };
    let now = new Date(2026, 10, 23, 8);

    for (let start = 0; start < 2; start += 1) {
      const counter = openVisitorCounter({ file, retentionMonths: 25, log: silent, now: () => now });
      counter.countView({ path: "/ai/" });
      const summary = startWeeklySummary({ counter, transport, addresses, log: silent, now: () => now });
      await summary.sendIfDue();
      await summary.sendIfDue();
      summary.stop();
      counter.stop();
    }
    expect((await queue.pending()).count).toBe(1);

    now = new Date(2026, 10, 30, 8);
    const counter = openVisitorCounter({ file, retentionMonths: 25, log: silent, now: () => now });
    const summary = startWeeklySummary({ counter, transport, addresses, log: silent, now: () => now });
    await summary.sendIfDue();
    summary.stop();
    counter.stop();
    const entries = await queue.entries();
    expect(entries).toHaveLength(2);
    const subjects = entries.map((entry) => entry.record?.mail.subject).sort();
    expect(subjects).toEqual([
      "Besucherstatistik der Website: 16.11.2026 bis 22.11.2026",
      "Besucherstatistik der Website: 23.11.2026 bis 29.11.2026",
    ]);
    // The second week's mail counts the two views of 23 November, written before it was composed.
    const second = entries.find((entry) => entry.record?.mail.subject.includes("23.11."));
    expect(second?.record?.mail.text).toMatch(/\/ai\/\s+2\s/);
  });
});
