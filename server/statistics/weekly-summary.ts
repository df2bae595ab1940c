import { escapeHtml, type Logger, type MailMessage, type MailTransport } from "../contact/mail";
import { dateOf, daysBefore, germanDate, weekOf, type Day } from "./calendar-day";
import { number, reportTables, statisticsReport, textTable, type Table } from "./statistics-report";
import type { StatisticsDb } from "./statistics-db";
import { PNG } from "pngjs";
import type { VisitorCounter } from "./visitor-counter";

const CHART_WEEKS = 8;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The chart's address in the mail's HTML: the inline attachment's Content-ID. */
const CHART_CID = "seitenaufrufe@besucherstatistik";

const WHITE = [255, 255, 255, 255];
const BAR = [37, 99, 235, 255];
const AXIS = [153, 153, 153, 255];

/**
 * Page views per day as a PNG bar chart (mail programs show no SVG), with its size in pixels for the mail's `<img>`;
 * the alt text names the period and the busiest day.
 */
function viewsChart(days: readonly Day[], rows: ReturnType<StatisticsDb["dailyViews"]>) {
  const [width, height] = [560, 140];
  const counts = new Map(rows.map((row) => [row.day, row.views]));
  const views = days.map((day) => counts.get(day) ?? 0);
  const max = Math.max(0, ...views);
  const slot = width / days.length;
  // The highest bar ends 8 pixels below the top edge.
  const bars = views.map((value) => (max > 0 ? Math.round(((height - 9) * value) / max) : 0));
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = Math.floor(x / slot);
      const inSlot = x - index * slot;
      const bar = inSlot >= slot * 0.15 && inSlot < slot * 0.85 && y >= height - 1 - bars[index];
      image.data.set(y === height - 1 ? AXIS : bar ? BAR : WHITE, (y * width + x) * 4);
    }
  }
  // Three colours, no transparency: RGB without alpha.
  const png = PNG.sync.write(image, { colorType: 2 });
  const period = `Seitenaufrufe je Tag vom ${germanDate(days[0])} bis ${germanDate(days[days.length - 1])}`;
  const busiest = max > 0 ? `die meisten am ${germanDate(days[views.indexOf(max)])} (${number(max)})` : "keine";
  return { png, alt: `${period}: ${busiest}`, width, height };
}

/** The last full week (Monday to Sunday) before the one `now` falls in. */
export function lastFullWeek(now: Date) {
  const from = weekOf(daysBefore(now, 7));
  return { from, to: daysBefore(dateOf(from), -6) };
}

const htmlTable = ({ title, head, rows, numeric }: Table) => {
  const cell = (tag: string, text: string, column: number) =>
    `<${tag} style="padding:2px 8px;text-align:${numeric.includes(column) ? "right" : "left"}">${escapeHtml(text)}</${tag}>`;
  const body = rows.length
    ? rows.map((row) => `<tr>${row.map((text, column) => cell("td", text, column)).join("")}</tr>`).join("")
    : `<tr><td colspan="${head.length}" style="padding:2px 8px">keine</td></tr>`;
  return `<h2 style="font-size:16px">${escapeHtml(title)}</h2><table style="border-collapse:collapse"><tr>${head.map((text, column) => cell("th", text, column)).join("")}</tr>${body}</table>`;
};

/** The weekly mail: last week's tables beside the week before, and the last eight weeks' daily views as an inline PNG. */
export function composeWeeklySummary(
  db: StatisticsDb,
  week: { from: Day; to: Day },
  { from, to }: { from: string; to: string },
): MailMessage {
  const [totals, ...tables] = reportTables(statisticsReport(db, week.from, week.to));
  const last = dateOf(week.to);
  const days = Array.from({ length: CHART_WEEKS * 7 }, (_, index) => daysBefore(last, CHART_WEEKS * 7 - 1 - index));
  const chart = viewsChart(days, db.dailyViews(days[0], week.to));
  const period = `${germanDate(week.from)} bis ${germanDate(week.to)}`;
  return {
    from,
    to,
    subject: `Besucherstatistik der Website: ${period}`,
    text: [`Besucherstatistik der Website, ${period}`, "", textTable(totals), `${chart.alt}.`, "", ...tables.map(textTable)].join("\n"),
    html:
      `<p>Besucherstatistik der Website, ${escapeHtml(period)}</p>${htmlTable(totals)}` +
      `<h2 style="font-size:16px">Seitenaufrufe je Tag in den letzten ${CHART_WEEKS} Wochen</h2>` +
      `<img src="cid:${CHART_CID}" width="${chart.width}" height="${chart.height}" alt="${escapeHtml(chart.alt)}" style="display:block">` +
      tables.map(htmlTable).join(""),
    attachments: [
      {
        filename: "seitenaufrufe.png",
        cid: CHART_CID,
        content: chart.png.toString("base64"),
        encoding: "base64",
        contentType: "image/png",
      },
    ],
  };
}

/** Sends last week's summary through the contact queue, checked at start and hourly; the file remembers what went. */
export function startWeeklySummary({
  counter,
  transport,
  addresses,
  log,
  now = () => new Date(),
}: {
  counter: Pick<VisitorCounter, "db" | "flush">;
  transport: MailTransport;
  addresses: { from: string; to: string };
  log: Logger;
  now?: () => Date;
}) {
  const { db } = counter;
  let sending = false;
  async function sendIfDue() {
    if (sending) return;
    const week = lastFullWeek(now());
    sending = true;
    try {
      if (db.summarySent(week.from)) return;
      counter.flush();
      await transport.send(composeWeeklySummary(db, week, addresses));
      db.markSummarySent(week.from);
      log.info(`Besucherstatistik der Woche ab ${week.from} verschickt`);
    } catch (error) {
      log.error(`Besucherstatistik der Woche ab ${week.from} nicht verschickt: ${(error as Error)?.message}`);
    } finally {
      sending = false;
    }
  }
  const timer = setInterval(() => void sendIfDue(), CHECK_EVERY_MS).unref();
  return {
    sendIfDue,
    stop: () => clearInterval(timer),
  };
}
