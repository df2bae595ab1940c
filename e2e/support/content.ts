import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";

/**
 * The frontmatter of a file in content/: tests read the texts and facts an editor may change
 * from there instead of repeating them.
 */
export function content<T = Record<string, unknown>>(relativePath: string): T {
  return matter(readFileSync(path.join(__dirname, "..", "..", "content", relativePath), "utf8")).data as T;
}
