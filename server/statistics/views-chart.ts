import { crc32, deflateSync } from "node:zlib";
import { germanDate, type Day } from "./calendar-day";
import { number } from "./statistics-report";
import type { DayRow } from "./statistics-db";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const bytes = Buffer.alloc(data.length + 12);
  bytes.writeUInt32BE(data.length, 0);
  bytes.write(type, 4, "latin1");
  data.copy(bytes, 8);
  bytes.writeUInt32BE(crc32(bytes.subarray(4, data.length + 8)), data.length + 8);
  return bytes;
}

/** A palette PNG (RFC 2083) from Node's zlib alone, so the bundled server needs no native module; `colourAt` indexes `palette`. */
function encodePng(width: number, height: number, palette: number[][], colourAt: (x: number, y: number) => number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3], 8); // 8 bits per pixel, palette; compression, filter and interlace 0
  // Every row starts with its filter type, 0 (none).
  const pixels = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[y * (width + 1) + 1 + x] = colourAt(x, y);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const WHITE = 0;
const BAR = 1;
const AXIS = 2;

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
  const busiest = max > 0 ? `die meisten am ${germanDate(days[views.indexOf(max)])} (${number(max)})` : "keine";
  return { png, alt: `${period}: ${busiest}`, width, height };
}
