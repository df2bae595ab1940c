import { existsSync } from "fs";
import { daysBefore, dayOf } from "./calendar-day";
import { openStatisticsDb } from "./statistics-db";
import { reportTables, statisticsReport, textTable } from "./statistics-report";

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
