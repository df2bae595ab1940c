/**
 * The pages search engines should not list: error pages and the answers to a form post, in every language. They
 * use `NoIndexSeo`, stay out of the sitemap (gatsby-config.ts) and get no share image.
 */
export const NOINDEX_PATHS = [
  "/404/",
  "/404.html",
  "/dev-404-page/",
  "/kontakt/danke/",
  "/kontakt/fehler/",
  "/en/404/",
  "/en/contact/thanks/",
  "/en/contact/error/",
] as const;
