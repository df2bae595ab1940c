import { header, type ContactHttpRequest } from "../../core/contact/contact-http";

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Whether a form post comes from one of the site's own pages. A browser says so with
 * `Sec-Fetch-Site`; where it does not, its `Origin` (or, without one, its `Referer`) must
 * name the site: the public address (`SITE_URL`) or the host the request was sent to.
 * Another site's page could otherwise post the form in its visitors' names.
 */
export function isSameSiteFormPost(req: ContactHttpRequest, siteUrl: string | undefined): boolean {
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const from = hostOf(header(req, "origin")) ?? (header(req, "origin") ? null : hostOf(header(req, "referer")));
  if (!from) return false;
  return from === hostOf(siteUrl) || from === header(req, "host");
}
