import { escapeHtml as escapeXml } from "../contact/compose-contact-mail";
import type { DayRow } from "./statistics-db";

/**
 * A bar chart of page views per day as inline SVG: one bar per day of `days` (none: a gap), the highest
 * count written at the top. It loads nothing, so a mail program shows it without fetching anything.
 */
export function viewsChart(days: readonly string[], rows: readonly DayRow[], width = 560, height = 140): string {
  const views = new Map(rows.map((row) => [row.day, row.views]));
  const max = Math.max(1, ...days.map((day) => views.get(day) ?? 0));
  const top = 18;
  const bottom = 18;
  const slot = width / Math.max(1, days.length);
  const bars = days
    .map((day, index) => {
      const value = views.get(day) ?? 0;
      const barHeight = Math.round(((height - top - bottom) * value) / max);
      const x = (index * slot + slot * 0.15).toFixed(1);
      const y = height - bottom - barHeight;
      return `<rect x="${x}" y="${y}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight}" fill="#2563eb"><title>${escapeXml(day)}: ${value}</title></rect>`;
    })
    .join("");
  const label = (x: number, anchor: string, text: string) =>
    `<text x="${x}" y="${height - 4}" font-size="11" font-family="sans-serif" text-anchor="${anchor}" fill="#444">${escapeXml(text)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" ` +
    `aria-label="Seitenaufrufe je Tag, ${escapeXml(days[0] ?? "")} bis ${escapeXml(days[days.length - 1] ?? "")}, höchstens ${max}">` +
    `<text x="0" y="12" font-size="11" font-family="sans-serif" fill="#444">höchstens ${max} Aufrufe am Tag</text>` +
    `<line x1="0" y1="${height - bottom}" x2="${width}" y2="${height - bottom}" stroke="#999"/>` +
    bars +
    (days.length > 0 ? label(0, "start", days[0]) + label(width, "end", days[days.length - 1]) : "") +
    `</svg>`
  );
}
