/**
 * The security headers of every response, pages, assets and API alike: one source for the
 * production server (server/) and for the Netlify adapter's headers (gatsby-config.ts).
 * Plain data and string building only, so both a Node server and the build can import it.
 */
export interface SecurityHeaderOptions {
  /**
   * A fresh value for each response, when the server writes it into every `<script>` and
   * `<style>` of the page.
   */
  nonce?: string;
  /**
   * A static host, which cannot give each response a nonce, names the page's inline scripts by
   * their hashes instead (`'sha256-…'`, computed at build). With neither, no inline script runs.
   */
  scriptHashes?: string[];
  /** Origins a third-party script (the consent provider) loads from, connects to or frames. */
  thirdPartyOrigins: string[];
  /** Send Strict-Transport-Security (only meaningful when the site is served over HTTPS). */
  hsts: boolean;
  /**
   * A preview of the site (DEPLOY_PREVIEW): ask search engines not to index anything, so a
   * pull request's preview never competes with the public site. The pages' own robots meta
   * says "index, follow"; the header wins, since search engines obey the most restrictive rule.
   */
  noindex?: boolean;
}

const HSTS = "max-age=31536000; includeSubDomains";

/** The Content-Security-Policy: our own origin, the nonce, and the third-party origins named. */
export function contentSecurityPolicy({ nonce, scriptHashes, thirdPartyOrigins }: SecurityHeaderOptions): string {
  const others = thirdPartyOrigins.join(" ");
  const withOthers = (...sources: string[]) => [...sources, others].filter(Boolean).join(" ");
  const trusted = nonce ? [`'nonce-${nonce}'`] : (scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // The nonce'd or hashed loader adds the bundles and the consent script; 'strict-dynamic'
    // trusts what it adds. Browsers that know it ignore the host list, older ones use it.
    ["script-src", trusted.length > 0 ? `${trusted.join(" ")} 'strict-dynamic' ${withOthers("'self'")}` : withOthers("'self'")],
    // A static host keeps 'unsafe-inline' for styles: emotion's <style> elements carry no nonce there.
    ["style-src", nonce ? withOthers("'self'", `'nonce-${nonce}'`) : withOthers("'self'", "'unsafe-inline'")],
    // Server-rendered markup carries style attributes (image placeholders, the first frame
    // of animations); attributes cannot load anything or hold selectors.
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", withOthers("'self'", "data:")],
    ["font-src", withOthers("'self'")],
    ["connect-src", withOthers("'self'")],
    ["frame-src", others || "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Where the browser CMS lives: a page of its own, with a policy of its own. */
export const ADMIN_PATH = "/admin/";

/**
 * The policy of the CMS at /admin/ (Decap CMS's prebuilt bundle). Decap compiles its config
 * schema at run time ('unsafe-eval') and writes its styles inline without a nonce, and it talks
 * to GitHub (and Netlify's login) or, when editing locally, to decap-server on port 8081. The
 * site's own pages never get these allowances.
 */
export function adminContentSecurityPolicy({ nonce }: Pick<SecurityHeaderOptions, "nonce">): string {
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", nonce ? `'nonce-${nonce}' 'strict-dynamic' 'self' 'unsafe-eval'` : "'self' 'unsafe-inline' 'unsafe-eval'"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data: blob: https://*.githubusercontent.com"],
    ["connect-src", "'self' https://api.github.com https://api.netlify.com http://localhost:8081 http://127.0.0.1:8081"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Every security header for one response; `path` picks the CMS's own policy under /admin/. */
export function securityHeaders(options: SecurityHeaderOptions, path = "/"): Record<string, string> {
  return {
    "Content-Security-Policy": path.startsWith(ADMIN_PATH) ? adminContentSecurityPolicy(options) : contentSecurityPolicy(options),
    ...(options.hsts ? { "Strict-Transport-Security": HSTS } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.noindex ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

/** The origins of the consent script and of any extra list (space- or comma-separated URLs). */
export function thirdPartyOrigins(consentScriptUrl: string | undefined, extra: string | undefined): string[] {
  const origins = new Set<string>();
  for (const candidate of [consentScriptUrl ?? "", ...(extra ?? "").split(/[\s,]+/)]) {
    if (!candidate.trim()) continue;
    try {
      origins.add(new URL(candidate.trim()).origin);
    } catch {
      throw new Error(`Not an absolute URL for the Content-Security-Policy: "${candidate}"`);
    }
  }
  return [...origins];
}

/**
 * Strict-Transport-Security: on by default for a site whose public address is HTTPS and
 * not the local machine; the `HSTS` setting overrides that.
 */
export function hstsEnabled(siteUrl: string, setting?: boolean): boolean {
  if (setting !== undefined) return setting;
  const url = new URL(siteUrl);
  return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
