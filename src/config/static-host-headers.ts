import { ADMIN_PATH, hstsEnabled, securityHeaders, thirdPartyOrigins, type SecurityHeaderOptions } from "./security-headers";
import type { Settings } from "./settings/read-settings";

/** A built page as a static host serves it: its address and the hashes of its inline scripts. */
export interface HashedPage {
  path: string;
  scriptHashes: string[];
}

/**
 * The security headers for a host that serves the built files as they are, in Netlify's
 * `_headers` format (docs/operations.md, "Deploy"). Such a host cannot give each response a
 * nonce, so every page's policy names that page's inline scripts by their SHA-256 hashes: a
 * script injected into a page runs nowhere. The headers every response shares are written once
 * under `/*`; a page's block holds only its Content-Security-Policy, so no header is set twice
 * for one address.
 */
export function staticHostHeadersFile(settings: Settings, pages: HashedPage[]): string {
  const options: SecurityHeaderOptions = {
    thirdPartyOrigins: thirdPartyOrigins(settings.GATSBY_CONSENT_SCRIPT_URL, settings.CSP_EXTRA_ORIGINS.join(" ")),
    hsts: hstsEnabled(settings.SITE_URL, settings.HSTS),
    noindex: settings.DEPLOY_PREVIEW,
  };
  const { "Content-Security-Policy": _policy, ...shared } = securityHeaders(options);
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const policyOf = (path: string, scriptHashes?: string[]) => ({
    "Content-Security-Policy": securityHeaders({ ...options, scriptHashes }, path)["Content-Security-Policy"],
  });
  return [
    "# Written by the build (src/config/static-host-headers.ts) from the production server's headers.",
    block("/*", shared),
    block(`${ADMIN_PATH}*`, policyOf(ADMIN_PATH)),
    ...[...pages].sort((a, b) => a.path.localeCompare(b.path)).map((page) => block(page.path, policyOf(page.path, page.scriptHashes))),
    "",
  ].join("\n");
}
