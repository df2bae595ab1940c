import { promises as fs } from "fs";
import path from "path";

/** A built page, ready to be sent with the nonce of one response in each of its tags. */
export interface PageTemplate {
  render(nonce: string): string;
}

/** What the built site holds: its pages by URL and every other file it may serve. */
export interface SiteFiles {
  publicDir: string;
  pages: Map<string, PageTemplate>;
  /** Paths of the static files relative to the public folder, with forward slashes. */
  assets: Set<string>;
  notFoundPage: PageTemplate;
}

// The opening tag of every script and style element: each gets the response's nonce, the
// inline ones Gatsby writes (its loader, page data, JSON-LD) as much as the bundles.
const OPENING_TAG = /<(script|style)\b/gi;

/**
 * A page with a slot for the nonce in each `<script>` and `<style>` tag, found once when the
 * server starts. The text inside such an element runs to its closing tag (HTML's raw text
 * rule), so a "<script" written inside a script or a JSON-LD string is skipped, not tagged.
 */
export function pageTemplate(html: string): PageTemplate {
  const lowerCase = html.toLowerCase();
  const parts: string[] = [];
  let copied = 0;
  for (let match = OPENING_TAG.exec(html); match; match = OPENING_TAG.exec(html)) {
    const nameEnd = match.index + match[0].length;
    parts.push(html.slice(copied, nameEnd));
    copied = nameEnd;
    const closing = lowerCase.indexOf(`</${match[1].toLowerCase()}`, nameEnd);
    OPENING_TAG.lastIndex = closing === -1 ? html.length : closing;
  }
  OPENING_TAG.lastIndex = 0;
  parts.push(html.slice(copied));
  return {
    render(nonce) {
      return parts.join(` nonce="${nonce}"`);
    },
  };
}

/** The URL of a built HTML file: `team/index.html` is `/team/`, `404.html` is `/404.html`. */
function pageUrl(relativePath: string): string {
  return `/${relativePath.replace(/(^|\/)index\.html$/, "$1")}`;
}

// Compressed copies are served in place of their original; they are not addressable themselves.
const isCompressedCopy = (file: string) => /\.(br|gz)$/.test(file);

/**
 * Reads the built site once at start: every page into memory, and the list of the other
 * files. Only a path in that list is ever read from disk, so no request can name a file
 * outside it, whatever it encodes.
 */
export async function loadSiteFiles(publicDir: string): Promise<SiteFiles> {
  const pages = new Map<string, PageTemplate>();
  const assets = new Set<string>();
  const entries = await fs.readdir(publicDir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relativePath = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (relativePath.endsWith(".html")) {
      pages.set(pageUrl(relativePath), pageTemplate(await fs.readFile(path.join(publicDir, relativePath), "utf8")));
    } else if (!isCompressedCopy(relativePath)) {
      assets.add(relativePath);
    }
  }
  const notFoundPage = pages.get("/404.html");
  if (!pages.has("/") || !notFoundPage) {
    throw new Error(`${publicDir} holds no built site (index.html and 404.html): run "npm run build" first`);
  }
  return { publicDir, pages, assets, notFoundPage };
}
