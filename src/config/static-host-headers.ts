import { ADMIN_PATH, hstsEnabled, securityHeaders, thirdPartyOrigins } from "./security-headers";
import { settingsFromEnvironment, type Settings } from "./settings/read-settings";

/**
 * The security headers for a host that serves the built files as they are (the Netlify
 * adapter writes them into `_headers`). Such a host cannot give each response a nonce, so
 * the policy allows the pages' inline scripts by 'unsafe-inline' (see docs/operations.md, "Deploy").
 */
export function staticHostHeaders(settings: Settings = settingsFromEnvironment(), path = "/"): { key: string; value: string }[] {
  const headers = securityHeaders(
    {
      thirdPartyOrigins: thirdPartyOrigins(settings.GATSBY_CONSENT_SCRIPT_URL, settings.CSP_EXTRA_ORIGINS.join(" ")),
      hsts: hstsEnabled(settings.SITE_URL, settings.HSTS),
    },
    path,
  );
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

/** Gatsby's `headers` option: the site's policy everywhere, the CMS's own under /admin/. */
export function staticHostHeaderRules(settings: Settings = settingsFromEnvironment()) {
  return [
    { source: "/*", headers: staticHostHeaders(settings) },
    { source: `${ADMIN_PATH}*`, headers: staticHostHeaders(settings, ADMIN_PATH) },
  ];
}
