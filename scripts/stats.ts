// npm run stats [-- --days N] [--json]: the visitor statistics the server counted (STATS_FILE, as the server reads it).
// Safe while the server runs: it opens the file read-only; counts of the last minute are still in the server's memory.
import path from "path";
import { settingsFromEnvironment } from "../core/settings/read-settings";
import { statsCommand } from "../server/statistics/statistics-report";

try {
  const { code, output } = statsCommand(process.argv.slice(2), { file: path.resolve(settingsFromEnvironment().STATS_FILE) });
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
} catch (error) {
  console.error(`Besucherstatistik nicht lesbar: ${(error as Error).message}`);
  process.exitCode = 1;
}
