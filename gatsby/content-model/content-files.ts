import { readdirSync } from "fs";
import path from "path";

/** The Markdown files under `contentDir` (content/ or a copy of it): paths relative to it, with `/`, sorted. */
export function markdownFilesIn(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}
