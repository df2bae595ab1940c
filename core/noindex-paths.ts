import { formPages } from "./contact/form-post-answer";
import { languagePrefix, languages } from "./languages";

/**
 * The pages search engines should not list: error pages and the answers to a form post, in every language. They
 * use `NoIndexSeo`, stay out of the sitemap (gatsby-config.ts) and get no share image.
 */
export const NOINDEX_PATHS: readonly string[] = [
  "/404.html",
  "/dev-404-page/",
  ...languages.flatMap(({ code }) => [`${languagePrefix(code)}/404/`, formPages[code].thanks, formPages[code].problem]),
];
