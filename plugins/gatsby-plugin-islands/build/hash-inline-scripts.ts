import { createHash } from "crypto";
import { promises as fs } from "fs";
import path from "path";
import { pagePathOf, type HashedPage } from "../../../core/static-host-headers";

/** Every `<script>` element of a page, with its attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/**
 * Types a policy governs: scripts a browser runs, and speculation rules (a static page's
 * prefetching), which CSP treats like inline script. Anything else (JSON-LD) is data.
 */
const executableType = /^\s*(|text\/javascript|application\/javascript|module|speculationrules)\s*$/i;

/**
 * The `'sha256-…'` sources of the inline scripts a browser would run from `html`: the hash
 * of each script's text exactly as written, as Content-Security-Policy level 2 defines it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (!executableType.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** Every built page under `publicDir` (the CMS's included), with its scripts' hashes. */
export async function hashedPages(publicDir: string): Promise<HashedPage[]> {
  const pages: HashedPage[] = [];
  for (const entry of await fs.readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const pagePath = pagePathOf(path.relative(publicDir, file));
    // _gatsby/ holds fragments Gatsby stitches into pages, never served as one.
    if (pagePath.startsWith("/_gatsby/")) continue;
    pages.push({ path: pagePath, scriptHashes: inlineScriptHashes(await fs.readFile(file, "utf8")) });
  }
  return pages;
}
