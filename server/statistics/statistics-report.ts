import { existsSync } from "fs";
import { dateOf, dayOf, daysBefore, germanDate, type Day } from "./calendar-day";
import { languageOfPath, languages, type Language } from "../../core/languages";
import { openStatisticsDb, type PageRow, type StatisticsDb } from "./statistics-db";
import { germanNameOf } from "../contact/mail";
import { MADE_UP_THRESHOLD, REQUESTS_THRESHOLD } from "./threshold";

/** Views and contact requests per declared language, in their declared order: the sums of their pages (by address). */
function perLanguage(pages: PageRow[]) {
  const rows = languages.map(({ code }) => ({ language: code as Language, views: 0, requests: 0 }));
  for (const page of pages) {
    const row = rows.find(({ language }) => language === languageOfPath(page.path))!;
    row.views += page.views;
    row.requests += page.requests;
  }
  return rows;
}

function period(db: StatisticsDb, from: Day, to: Day) {
  const pages = db.pages(from, to);
  const sum = (key: "views" | "requests") => pages.reduce((total, page) => total + page[key], 0);
  return {
    from,
    to,
    totals: { views: sum("views"), requests: sum("requests") },
    languages: perLanguage(pages),
    pages,
    referrers: db.referrers(from, to),
    campaigns: db.campaigns(from, to),
    notFound: db.notFound(from, to),
  };
}

/**
 * What `npm run stats -- --json` prints (an interface: keep its shape, add only): the days `from`–`to`, and
 * in `previous` as many days before them. `languages` sums the pages by their addresses (core/languages.ts).
 */
export function statisticsReport(db: StatisticsDb, from: Day, to: Day) {
  const start = dateOf(from);
  const length = Math.round((dateOf(to).getTime() - start.getTime()) / 86_400_000) + 1;
  return { ...period(db, from, to), previous: period(db, daysBefore(start, length), daysBefore(start, 1)) };
}

export const number = (n: number) => n.toLocaleString("de-DE");

/** The change against the previous period: "+25 %", "−10 %", "neu" when it had none, "–" when neither had any. */
export const change = (now: number, before: number) =>
  before === 0 ? (now === 0 ? "–" : "neu") : `${now < before ? "−" : "+"}${number(Math.round((Math.abs(now - before) / before) * 100))} %`;

/** A contact request's share of its page's (or language's) views, e.g. "2,5 %"; "–" without views. */
const requestShare = ({ views, requests }: { views: number; requests: number }) =>
  views > 0 ? `${(Math.round((requests / views) * 1000) / 10).toLocaleString("de-DE")} %` : "–";

export interface Table {
  title: string;
  head: string[];
  rows: string[][];
  /** Columns aligned right (numbers). */
  numeric: number[];
}

/** The report as the tables `npm run stats` and the weekly mail show, the totals first. */
export function reportTables(report: ReturnType<typeof statisticsReport>): Table[] {
  const { previous } = report;
  const before = new Map(previous.pages.map((page) => [page.path, page]));
  // The pages of this period, then those only the previous one had.
  const pages = [
    ...report.pages,
    ...previous.pages
      .filter((page) => !report.pages.some(({ path }) => path === page.path))
      .map((page) => ({ ...page, views: 0, requests: 0 })),
  ];
  const compared = (now: number, then: number) => [number(now), number(then), change(now, then)];
  const viewsAndRequests = (now: { views: number; requests: number }, then: { views: number; requests: number }) => [
    ...compared(now.views, then.views),
    ...compared(now.requests, then.requests),
    requestShare(now),
  ];
  const languageBefore = new Map(previous.languages.map((row) => [row.language, row]));
  const comparedHead = ["Aufrufe", "davor", "Änderung", "Anfragen", "davor", "Änderung", "Anteil"];
  const named = `ab ${MADE_UP_THRESHOLD} Aufrufen am Tag, sonst „(andere)“`;
  return [
    {
      title: `Insgesamt, verglichen mit ${germanDate(previous.from)} bis ${germanDate(previous.to)}`,
      head: ["", "jetzt", "davor", "Änderung"],
      rows: [
        ["Seitenaufrufe", ...compared(report.totals.views, previous.totals.views)],
        ["Kontaktanfragen", ...compared(report.totals.requests, previous.totals.requests)],
      ],
      numeric: [1, 2, 3],
    },
    {
      title: "Seitenaufrufe und Kontaktanfragen je Sprache der Seite",
      head: ["Sprache", ...comparedHead],
      rows: report.languages.map((row) => [germanNameOf(row.language), ...viewsAndRequests(row, languageBefore.get(row.language)!)]),
      numeric: [1, 2, 3, 4, 5, 6, 7],
    },
    {
      title: `Seitenaufrufe und Kontaktanfragen je Seite (Anfragen je Kalenderwoche, ab ${REQUESTS_THRESHOLD} je Seite, sonst „(andere)“)`,
      head: ["Seite", ...comparedHead],
      rows: pages.map((page) => [page.path, ...viewsAndRequests(page, before.get(page.path) ?? { views: 0, requests: 0 })]),
      numeric: [1, 2, 3, 4, 5, 6, 7],
    },
    {
      title: `Verweisende Websites (${named})`,
      head: ["Website", "Aufrufe"],
      rows: report.referrers.map(({ host, views }) => [host, number(views)]),
      numeric: [1],
    },
    {
      title: `Kampagnen (${named})`,
      head: ["utm_source", "utm_medium", "utm_campaign", "Aufrufe"],
      rows: report.campaigns.map(({ source, medium, campaign, views }) => [source || "–", medium || "–", campaign || "–", number(views)]),
      numeric: [3],
    },
    {
      title: `Nicht gefundene Adressen (${named})`,
      head: ["Adresse", "Verweisende Website", "Aufrufe"],
      rows: report.notFound.map(({ path, referrer, views }) => [path, referrer || "–", number(views)]),
      numeric: [2],
    },
  ];
}

export function textTable({ title, head, rows, numeric }: Table): string {
  if (rows.length === 0) return `${title}\n  (keine)\n`;
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (numeric.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ")}`.trimEnd();
  return [title, line(head), line(widths.map((width) => "-".repeat(width))), ...rows.map(line), ""].join("\n");
}

/** `npm run stats`: the last `--days` days (30) up to today, beside the days before them, as tables or as one JSON object with `--json`. */
export function statsCommand(args: readonly string[], { file, now = new Date() }: { file: string; now?: Date }) {
  let days = 30;
  let json = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = arg.startsWith("--days=") ? arg.slice("--days=".length) : arg === "--days" ? args[++index] : undefined;
    if (arg === "--json") json = true;
    else if (value !== undefined && /^[1-9]\d{0,4}$/.test(value)) days = Number(value);
    else return { code: 2, output: `${arg}: unbekannte Angabe. Aufruf: npm run stats -- [--days N] [--json]` };
  }
  const from = daysBefore(now, days - 1);
  const to = dayOf(now);
  const exists = existsSync(file);
  if (!exists && !json) return { code: 0, output: `Noch keine Besucherstatistik: ${file} gibt es nicht.` };
  // Without a file yet, --json prints the report of an empty one.
  const db = openStatisticsDb(exists ? file : ":memory:", { readOnly: exists });
  try {
    const report = statisticsReport(db, from, to);
    if (json) return { code: 0, output: JSON.stringify(report, null, 2) };
    const heading = `Besucherstatistik ${from} bis ${to} (${file})\n`;
    return { code: 0, output: [heading, ...reportTables(report).map(textTable)].join("\n") };
  } finally {
    db.close();
  }
}
