/**
 * The public address of the site, used for canonical URLs, Open Graph and the sitemap.
 * Set SITE_URL at build time; the default is a clearly reserved placeholder domain.
 */
export const siteUrl = (process.env.SITE_URL || "https://www.example.com").replace(/\/+$/, "");
