// The security headers, for the build (core/static-host-headers.ts) and the production server alike.

export interface SharedHeaderOptions {
  hsts: boolean;
  /** A preview (DEPLOY_PREVIEW): search engines obey the header over the pages' "index, follow". */
  noindex?: boolean;
}

const HSTS = "max-age=31536000; includeSubDomains";
const joinDirectives = (directives: [string, string][]) => directives.map(([name, value]) => `${name} ${value}`).join("; ");
const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);

/** A page's inline scripts and style elements by their SHA-256 hashes (`sha256-…`, computed at build). */
export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** A page's Content-Security-Policy: nothing by default, then its inline elements by hash, our origin and the third parties'. */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: InlineHashes, thirdPartyOrigins: string[]): string {
  const others = thirdPartyOrigins.join(" ");
  const withOthers = (...sources: string[]) => [...sources, others].filter(Boolean).join(" ");
  // 'strict-dynamic' trusts what the hashed loader adds; browsers that know it ignore the host list, older ones use it.
  const trusted = scriptHashes.length > 0 ? [...quoted(scriptHashes), "'strict-dynamic'"] : [];
  return joinDirectives([
    ["default-src", "'none'"],
    ["script-src", withOthers(...trusted, "'self'")],
    ["style-src", withOthers("'self'", ...quoted(styleHashes))],
    // The server renders a few style attributes (docs/decisions.md, "Style elements by hash, style attributes allowed").
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", withOthers("'self'", "data:")],
    ["font-src", withOthers("'self'")],
    ["connect-src", withOthers("'self'")],
    ["frame-src", others || "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]);
}

/** Where the browser CMS lives: a page of its own, with a policy of its own. */
export const ADMIN_PATH = "/admin/";

/** decap-server, the CMS's backend on the editor's own machine (`npm run cms`). */
const LOCAL_CMS_BACKEND = "http://localhost:8081 http://127.0.0.1:8081";

/**
 * The CMS's policy: Decap compiles its config schema at run time ('unsafe-eval'; an e2e test fails once it no longer
 * does) and inserts its style elements as it renders ('unsafe-inline', on this page only).
 */
export function adminContentSecurityPolicy(scriptHashes: string[], localBackend = false): string {
  return joinDirectives([
    ["default-src", "'self'"],
    ["script-src", [...quoted(scriptHashes), "'self'", "'unsafe-eval'"].join(" ")],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data: blob: https://*.githubusercontent.com"],
    ["connect-src", `'self' https://api.github.com https://api.netlify.com${localBackend ? ` ${LOCAL_CMS_BACKEND}` : ""}`],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]);
}

/** An SVG file opened on its own is a document that could run script: it may run and load nothing. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The headers only a page needs beside its policy; no Cross-Origin-Opener-Policy (docs/decisions.md). */
export const PAGE_HEADERS = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};
/** The CMS keeps the login window it opens (it reports back), not a window that opened the CMS. */
export const ADMIN_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/** The headers of every response, pages, assets, redirects, errors and the API alike. */
export function sharedHeaders({ hsts, noindex }: SharedHeaderOptions): Record<string, string> {
  return {
    ...(hsts ? { "Strict-Transport-Security": HSTS } : {}),
    "X-Content-Type-Options": "nosniff",
    // No other site may embed our files (an image, a script) in its pages.
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(noindex ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

/** The origins of the consent script and of the extra URLs (the setting CSP_EXTRA_ORIGINS). */
export function thirdPartyOrigins(consentScriptUrl: string | undefined, extra: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const candidate of [consentScriptUrl, ...extra]) {
    if (!candidate) continue;
    try {
      origins.add(new URL(candidate).origin);
    } catch {
      throw new Error(`Not an absolute URL for the Content-Security-Policy: "${candidate}"`);
    }
  }
  return [...origins];
}

/** Strict-Transport-Security: on for an HTTPS address other than the local machine, unless the `HSTS` setting says. */
export function hstsEnabled(siteUrl: string, setting?: boolean): boolean {
  if (setting !== undefined) return setting;
  const url = new URL(siteUrl);
  return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
