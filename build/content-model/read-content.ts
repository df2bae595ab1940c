import { readFileSync } from "fs";
import path from "path";
import { frontmatterOf } from "./read-frontmatter";

/** A content file's frontmatter, for configuration read before Gatsby's data layer exists (gatsby-config.ts). */
export function readContent<T>(relativePath: string, contentDir: string): T {
  return frontmatterOf(readFileSync(path.join(contentDir, relativePath), "utf8")) as T;
}
