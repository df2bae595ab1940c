import { hstsEnabled, securityHeaders, thirdPartyOrigins } from "./security-headers";
import { siteUrl } from "./site-url";

/**
 * The security headers for a host that serves the built files as they are (the Netlify
 * adapter writes them into `_headers`). Such a host cannot give each response a nonce, so
 * the policy allows the pages' inline scripts by 'unsafe-inline' (see README, "Deploy").
 */
export function staticHostHeaders(env: NodeJS.ProcessEnv = process.env): { key: string; value: string }[] {
  const headers = securityHeaders({
    thirdPartyOrigins: thirdPartyOrigins(env.GATSBY_CONSENT_SCRIPT_URL, env.CSP_EXTRA_ORIGINS),
    hsts: hstsEnabled(siteUrl, env.HSTS),
  });
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}
