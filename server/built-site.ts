import { createHash } from "crypto";
import { promises as fs } from "fs";
import path from "path";
import { HEADERS_FILE, pagePathOf, parseHeadersFile } from "../core/static-host-headers";

export type BuiltSite = Awaited<ReturnType<typeof loadBuiltSite>>;

/**
 * A built page as it is, and its Brotli and gzip copies where the build wrote them (not under 1 KB): each with its
 * bytes and a strong ETag naming exactly them.
 */
async function readPage(file: string) {
  const [identity, br, gzip] = await Promise.all(
    ["", ".br", ".gz"].map(async (suffix) => {
      const body = await fs.readFile(`${file}${suffix}`).catch(() => undefined);
      return body && { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    }),
  );
  return { identity: identity!, br, gzip };
}

/** Reads the built site once at start, pages into memory: only a listed path is ever read from disk, whatever a request encodes. */
export async function loadBuiltSite(publicDir: string) {
  const pages = new Map<string, Awaited<ReturnType<typeof readPage>>>();
  /** The other files' paths relative to publicDir, with forward slashes. */
  const assets = new Set<string>();
  const entries = await fs.readdir(publicDir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relativePath = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    // Compressed copies are sent in place of their original; they are not addressable themselves.
    if (/\.(br|gz)$/.test(relativePath)) continue;
    if (relativePath.endsWith(".html")) pages.set(pagePathOf(relativePath), await readPage(path.join(publicDir, relativePath)));
    else assets.add(relativePath);
  }
  const headers = await fs.readFile(path.join(publicDir, HEADERS_FILE), "utf8").catch(() => undefined);
  if (!pages.has("/") || !pages.has("/404.html") || !headers) {
    throw new Error(`${publicDir} holds no built site (index.html, 404.html, ${HEADERS_FILE}): run "npm run build" first`);
  }
  // Each address's own headers (a page's policy), as the build wrote them.
  // The headers file is for the server and the host, not for visitors.
  assets.delete(HEADERS_FILE);
  return { publicDir, pages, assets, headers: parseHeadersFile(headers) };
}
