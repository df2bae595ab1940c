/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { createMailQueue } from "../../contact/queue/mail-queue";
import { PNG } from "pngjs";
import { startTestSmtpServer } from "../../../e2e/support/test-smtp-server";
import { readContactConfig } from "../../contact/contact-config";
import { transportFor } from "../../contact/mail";
import { createQueueWorker } from "../../contact/queue/queue-worker";
import { CountBatch, keyOf } from "../statistics-db";
import { openStatisticsDb } from "../statistics-db";
import { composeWeeklySummary, lastFullWeek, startWeeklySummary } from "../weekly-summary";
import { openVisitorCounter } from "../visitor-counter";

const addresses = { from: "website@agentur.example", to: "inbox@agentur.example" };
const mailSettings = { MAIL_FROM: addresses.from, MAIL_TO: addresses.to };
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

  it("leads with the totals, compares each page with the week before and shows the chart as an image, not SVG", () => {
    const db = openStatisticsDb(path.join(dir, "statistics.sqlite"));
    const batch = new CountBatch();
    batch.add("2026-11-17", "views", "/ai/", 40);
    batch.add("2026-11-10", "views", "/ai/", 32);
    batch.add("2026-11-16", "requests", "/ai/", 2);
    batch.add("2026-11-18", "views", "/en/ai/", 6);
    batch.add("2026-11-18", "referrers", "linkedin.com", 5);
    batch.add("2026-11-19", "notFound", keyOf("/alte-seite/", "example.org"), 3);
    batch.add("2026-10-01", "views", "/", 7);
    db.add(batch);
    const mail = composeWeeklySummary(db, { from: "2026-11-16", to: "2026-11-22" }, addresses);
    db.close();

    expect(mail).toMatchObject({ ...addresses, subject: "Besucherstatistik der Website: 16.11.2026 bis 22.11.2026" });
    const text = mail.text;
    expect(text.indexOf("Insgesamt, verglichen mit 09.11.2026 bis 15.11.2026")).toBeLessThan(text.indexOf("je Seite"));
    expect(text).toMatch(/Seitenaufrufe\s+46\s+32\s+\+44 %/);
    expect(text).toMatch(/Deutsch\s+40\s+32\s+\+25 %\s+2\s+0\s+neu\s+5 %/);
    expect(text).toMatch(/Englisch\s+6\s+0\s+neu\s+0\s+0\s+–\s+0 %/);
    expect(mail.html).toContain("Seitenaufrufe und Kontaktanfragen je Sprache der Seite");
    expect(text).toMatch(/\/ai\/\s+40\s+32\s+\+25 %\s+2\s+0\s+neu\s+5 %/);
    expect(text).toMatch(/linkedin\.com\s+5/);
    expect(text).toMatch(/Nicht gefundene Adressen[\s\S]*\/alte-seite\/\s+example\.org\s+3/);
    // Eight weeks up to 22 November begin on 28 September; the busiest day is named in the alt text.
    const alt = "Seitenaufrufe je Tag vom 28.09.2026 bis 22.11.2026: die meisten am 17.11.2026 (40)";
    expect(text).toContain(alt);
    expect(mail.html).not.toMatch(/<svg/i);
    expect(mail.html).toContain(`<img src="cid:${mail.attachments![0].cid}" width="560" height="140" alt="${alt}"`);
    expect(mail.html).not.toMatch(/https?:/);
    // 56 days in 560 pixels: 17 November, the 51st day, is the bar from x = 502 to 508, up to 8 pixels below the top, on the grey axis.
    const chart = PNG.sync.read(Buffer.from(mail.attachments![0].content as string, "base64"));
    const colour = (x: number, y: number) => chart.data.readUIntBE((y * 560 + x) * 4, 3).toString(16);
    const bar = [colour(502, 8), colour(508, 138)];
    const around = [colour(502, 7), colour(501, 100), colour(509, 100), colour(0, 139)];
    expect([...bar, ...around].join()).toBe("2563eb,2563eb,ffffff,ffffff,ffffff,999999");
  });

  it("arrives through the contact queue at a real SMTP server with the chart as an inline PNG by Content-ID", async () => {
    const smtp = await startTestSmtpServer();
    const now = new Date(2026, 10, 23, 8);
    const counter = openVisitorCounter({ file: path.join(dir, "statistics.sqlite"), log: silent, now: () => now })!;
    const worker = createQueueWorker({
      queue: createMailQueue(path.join(dir, "queue.sqlite")),
      transport: transportFor(readContactConfig({ SMTP_URL: smtp.url, ...mailSettings }).delivery),
      schedule: { firstRetryS: 15, maxIntervalS: 900, giveUpAfterS: 3600 },
      failedKeepMs: 3600_000,
      log: silent,
    });
    try {
      await worker.start();
      counter.countView("/ai/");
      const summary = startWeeklySummary({ counter, transport: worker.transport, addresses, log: silent, now: () => now });
      await summary.sendIfDue();
      summary.stop();
      const mail = await smtp.waitForMail(() => true);
      expect(mail.html).not.toMatch(/<svg/i);
      const [image] = mail.attachments;
      expect(image).toMatchObject({ contentType: "image/png", contentDisposition: "inline", cid: expect.any(String), related: true });
      // mailparser puts the image its Content-ID names into the HTML it returns: the reference resolved.
      expect(mail.html).toContain(`src="data:image/png;base64,${image.content.toString("base64")}"`);

      expect(PNG.sync.read(image.content)).toMatchObject({ width: 560, height: 140 });
    } finally {
      await worker.stop(5000);
      counter.stop();
      await smtp.stop();
    }
  }, 20_000);

  it("puts the mail into the contact queue once a week, also across a restart", async () => {
    const file = path.join(dir, "statistics.sqlite");
    const queue = createMailQueue(path.join(dir, "queue.sqlite"));
    const transport = { send: async (mail: Parameters<typeof queue.store>[0]) => String(queue.store(mail, Date.now())) };
    let now = new Date(2026, 10, 23, 8);

    for (let start = 0; start < 2; start += 1) {
      const counter = openVisitorCounter({ file, log: silent, now: () => now })!;
      counter.countView("/ai/");
      const summary = startWeeklySummary({ counter, transport, addresses, log: silent, now: () => now });
      await summary.sendIfDue();
      await summary.sendIfDue();
      summary.stop();
      counter.stop();
    }
    expect(queue.status().waiting).toBe(1);

    now = new Date(2026, 10, 30, 8);
    const counter = openVisitorCounter({ file, log: silent, now: () => now })!;
    const summary = startWeeklySummary({ counter, transport, addresses, log: silent, now: () => now });
    await summary.sendIfDue();
    summary.stop();
    counter.stop();
    const entries = queue.entries();
    expect(entries).toHaveLength(2);
    const subjects = entries.map((entry) => entry.mail.subject).sort();
    expect(subjects).toEqual([
      "Besucherstatistik der Website: 16.11.2026 bis 22.11.2026",
      "Besucherstatistik der Website: 23.11.2026 bis 29.11.2026",
    ]);
    // The second week's mail counts the two views of 23 November, written before it was composed.
    const second = entries.find((entry) => entry.mail.subject.includes("23.11."));
    expect(second?.mail.text).toMatch(/\/ai\/\s+2\s/);
  });
});
