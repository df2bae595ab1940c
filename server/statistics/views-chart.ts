import { germanDate, type Day } from "./calendar-day";
import { encodePng } from "./png";
import { number } from "./statistics-report";
import type { DayRow } from "./statistics-db";

const WHITE = 0;
const BAR = 1;
const AXIS = 2;

/** Page views per day as a PNG bar chart (mail programs show no SVG); the alt text names the period and the busiest day. */
export function viewsChart(days: readonly Day[], rows: readonly DayRow[], width = 560, height = 140): { png: Buffer; alt: string } {
  const counts = new Map(rows.map((row) => [row.day, row.views]));
  const views = days.map((day) => counts.get(day) ?? 0);
  const max = Math.max(0, ...views);
  const slot = width / days.length;
  // The highest bar ends 8 pixels below the top edge.
  const bars = views.map((value) => (max > 0 ? Math.round(((height - 9) * value) / max) : 0));
  const png = encodePng(
    width,
    height,
    [
      [255, 255, 255],
      [37, 99, 235],
      [153, 153, 153],
    ],
    (x, y) => {
      if (y === height - 1) return AXIS;
      const index = Math.floor(x / slot);
      const inSlot = x - index * slot;
      return inSlot >= slot * 0.15 && inSlot < slot * 0.85 && y >= height - 1 - bars[index] ? BAR : WHITE;
    },
  );
  const period = `Seitenaufrufe je Tag vom ${germanDate(days[0])} bis ${germanDate(days[days.length - 1])}`;
  const busiest = max > 0 ? `am meisten am ${germanDate(days[views.indexOf(max)])} mit ${number(max)}` : "keine";
  return { png, alt: `${period}: ${busiest}` };
}
