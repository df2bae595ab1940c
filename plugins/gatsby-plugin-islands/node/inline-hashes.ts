import { createHash } from "crypto";
import { promises as fs } from "fs";
import path from "path";
import { pagePathOf, type HashedPage } from "../../../core/static-host-headers";

/** Every `<script>` element of a page, with its attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Every `<style>` element of a page (HTML's and inline SVG's alike), with its text. */
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Types a policy governs: scripts, and speculation rules, which CSP treats like inline script; JSON-LD is data. */
const executableType = /^\s*(|text\/javascript|application\/javascript|module|speculationrules)\s*$/i;

/** The `'sha256-…'` source of each distinct text, as Content-Security-Policy level 2 defines it. */
const sha256Sources = (texts: string[]) => [
  ...new Set(texts.map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`)),
];

/** The hashes of the inline scripts a browser would run from `html`, each script's text exactly as written. */
export function inlineScriptHashes(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (executableType.test(type)) texts.push(text);
  }
  return sha256Sources(texts);
}

/** The hashes of the style elements in `html`: all known at build, so the policy needs no 'unsafe-inline' for them. */
export const inlineStyleHashes = (html: string): string[] => sha256Sources([...html.matchAll(styleElement)].map(([, text]) => text));

/** Every built page under `publicDir` (the CMS's included), with its scripts' and styles' hashes. */
export async function hashedPages(publicDir: string): Promise<HashedPage[]> {
  const pages: HashedPage[] = [];
  for (const entry of await fs.readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const pagePath = pagePathOf(path.relative(publicDir, file));
    // _gatsby/ holds fragments Gatsby stitches into pages, never served as one.
    if (pagePath.startsWith("/_gatsby/")) continue;
    const html = await fs.readFile(file, "utf8");
    pages.push({ path: pagePath, scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) });
  }
  return pages;
}
