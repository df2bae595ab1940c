import { ADMIN_PATH, hstsEnabled, securityHeaders, thirdPartyOrigins } from "./security-headers";
import { siteUrl } from "./site-url";

/**
 * The security headers for a host that serves the built files as they are (the Netlify
 * adapter writes them into `_headers`). Such a host cannot give each response a nonce, so
 * the policy allows the pages' inline scripts by 'unsafe-inline' (see README, "Deploy").
 */
export function staticHostHeaders(env: NodeJS.ProcessEnv = process.env, path = "/"): { key: string; value: string }[] {
  const headers = securityHeaders(
    {
      thirdPartyOrigins: thirdPartyOrigins(env.GATSBY_CONSENT_SCRIPT_URL, env.CSP_EXTRA_ORIGINS),
      hsts: hstsEnabled(siteUrl, env.HSTS),
    },
    path,
  );
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

/** Gatsby's `headers` option: the site's policy everywhere, the CMS's own under /admin/. */
export function staticHostHeaderRules() {
  return [
    { source: "/*", headers: staticHostHeaders() },
    { source: `${ADMIN_PATH}*`, headers: staticHostHeaders(process.env, ADMIN_PATH) },
  ];
}
