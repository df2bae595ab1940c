import * as security from "./security-headers";
import type { Settings } from "./settings/read-settings";

/** A built page: its address and the hashes of its inline scripts and style elements. */
export interface HashedPage extends security.InlineHashes {
  path: string;
}

/** The headers of each address that needs more than the shared ones, by address (`/team/`, `/favicon.svg`). */
export type HeadersByPath = Record<string, Record<string, string>>;

/** Where the build writes the headers in the `_headers` format of static hosts (Netlify), which the own server reads too. */
export const HEADERS_FILE = "_headers";

/** Each page's policy, naming its own inline elements by hash, with the other page headers; each SVG file's policy. */
export function headersByPath(settings: Settings, pages: HashedPage[], svgFiles: string[]): HeadersByPath {
  const origins = security.thirdPartyOrigins(settings.GATSBY_CONSENT_SCRIPT_URL, settings.CSP_EXTRA_ORIGINS);
  const byPath: HeadersByPath = {};
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const admin = page.path.startsWith(security.ADMIN_PATH);
    const policy = admin
      ? security.adminContentSecurityPolicy(page.scriptHashes, settings.CMS_LOCAL_BACKEND)
      : security.contentSecurityPolicy(page, origins);
    byPath[page.path] = { "Content-Security-Policy": policy, ...security.PAGE_HEADERS, ...(admin ? security.ADMIN_HEADERS : {}) };
  }
  for (const path of [...svgFiles].sort()) byPath[path] = { "Content-Security-Policy": security.SVG_POLICY };
  return byPath;
}

/** The same headers in the `_headers` format of static hosts (Netlify): the shared ones once under `/*`, then each address's. */
export function staticHostHeadersFile(settings: Settings, byPath: HeadersByPath): string {
  const shared = security.sharedHeaders({ hsts: security.hstsEnabled(settings.SITE_URL, settings.HSTS), noindex: settings.DEPLOY_PREVIEW });
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return [
    "# Written by the build (core/static-host-headers.ts); the production server reads it too (server/built-site.ts).",
    block("/*", shared),
    ...Object.entries(byPath).map(([path, headers]) => block(path, headers)),
    "",
  ].join("\n");
}

/** The address a static host serves a built HTML file at: `team/index.html` (or `team\\index.html`) is `/team/`. */
export function pagePathOf(relativeFile: string): string {
  const slashed = `/${relativeFile.replace(/\\/g, "/")}`;
  return slashed.endsWith("/index.html") ? slashed.slice(0, -"index.html".length) : slashed;
}

/** The `_headers` file read back: each address's own headers; the shared ones (`/*`) the server sends from its settings. */
export function parseHeadersFile(text: string): HeadersByPath {
  const byPath: HeadersByPath = {};
  let headers: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    if (!line.startsWith(" ")) headers = line === "/*" ? undefined : (byPath[line] = {});
    else if (headers) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return byPath;
}
