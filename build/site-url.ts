import { settingsFromEnvironment } from "../core/settings/read-settings";

/**
 * The public address of the site, used for canonical URLs, Open Graph and the sitemap:
 * `SITE_URL` at build time; the default is a clearly reserved placeholder domain.
 */
export const siteUrl = settingsFromEnvironment().SITE_URL;
