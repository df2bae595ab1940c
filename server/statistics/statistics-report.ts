import type { Day } from "./calendar-day";
import type { PageRow, StatisticsDb } from "./statistics-db";

/** What `npm run stats -- --json` prints (the shape is part of the interface: keep it). */
export function statisticsReport(db: Pick<StatisticsDb, "pages" | "referrers" | "campaigns">, from: Day, to: Day) {
  return { from, to, pages: db.pages(from, to), referrers: db.referrers(from, to), campaigns: db.campaigns(from, to) };
}

const number = (n: number) => n.toLocaleString("de-DE");

/** A contact request's share of its page's views, e.g. "2,5 %"; "–" for a page without views. */
export const requestShare = ({ views, requests }: PageRow) =>
  views > 0 ? `${(Math.round((requests / views) * 1000) / 10).toLocaleString("de-DE")} %` : "–";

export interface Table {
  title: string;
  head: string[];
  rows: string[][];
  /** Columns aligned right (numbers). */
  numeric: number[];
}

/** The report as the tables `npm run stats` and the weekly mail show. */
export function reportTables(report: ReturnType<typeof statisticsReport>): Table[] {
  return [
    {
      title: "Seitenaufrufe und Kontaktanfragen je Seite",
      head: ["Seite", "Aufrufe", "Anfragen", "Anteil"],
      rows: report.pages.map((page) => [page.path, number(page.views), number(page.requests), requestShare(page)]),
      numeric: [1, 2, 3],
    },
    {
      title: "Verweisende Websites",
      head: ["Website", "Aufrufe"],
      rows: report.referrers.map(({ host, views }) => [host, number(views)]),
      numeric: [1],
    },
    {
      title: "Kampagnen",
      head: ["utm_source", "utm_medium", "utm_campaign", "Aufrufe"],
      rows: report.campaigns.map(({ source, medium, campaign, views }) => [source || "–", medium || "–", campaign || "–", number(views)]),
      numeric: [3],
    },
  ];
}

/** A table as plain text with aligned columns. */
export function textTable({ title, head, rows, numeric }: Table): string {
  if (rows.length === 0) return `${title}\n  (keine)\n`;
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (numeric.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ")}`.trimEnd();
  return [title, line(head), line(widths.map((width) => "-".repeat(width))), ...rows.map(line), ""].join("\n");
}
