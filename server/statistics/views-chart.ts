import { PNG } from "pngjs";
import { germanDate, type Day } from "./calendar-day";
import { number } from "./statistics-report";
import type { DayRow } from "./statistics-db";

const WHITE = [255, 255, 255, 255];
const BAR = [37, 99, 235, 255];
const AXIS = [153, 153, 153, 255];

/**
 * Page views per day as a PNG bar chart (mail programs show no SVG), with its size in pixels for the mail's `<img>`;
 * the alt text names the period and the busiest day.
 */
export function viewsChart(days: readonly Day[], rows: readonly DayRow[]) {
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
