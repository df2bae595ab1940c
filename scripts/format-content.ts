// npm run format:content: writes every Markdown file in content/ in the form the CMS writes it
// (gatsby/content-model/cms-file-format.ts), German and English alike (a save writes both files of an entry),
// so that saving one field in the CMS changes only that field's lines. Run it after editing content/ by hand; a unit test names any file that needs it.
// `--check` changes nothing and exits non-zero if a file would change.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cmsFileContent } from "../gatsby/content-model/cms-file-format";
import { markdownFilesIn } from "../gatsby/content-model/content-files";

const contentDir = path.join(import.meta.dirname, "..", "content");
const check = process.argv.includes("--check");
const files = markdownFilesIn(contentDir);

const changed = files.filter((file) => {
  const full = path.join(contentDir, file);
  const text = readFileSync(full, "utf8");
  const formatted = cmsFileContent(file, text);
  if (formatted === text) return false;
  if (!check) writeFileSync(full, formatted);
  return true;
});

if (changed.length === 0) console.log(`content/: all ${files.length} files are in the CMS's format.`);
else if (check) {
  console.log(`Not in the CMS's format (run npm run format:content):\n${changed.map((file) => `  content/${file}`).join("\n")}`);
  process.exitCode = 1;
} else console.log(`Written in the CMS's format:\n${changed.map((file) => `  content/${file}`).join("\n")}`);
