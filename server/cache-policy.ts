/** Gatsby's caching guidance (docs: "Caching Static Sites"), as Cache-Control values. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

// Gatsby names its bundles with a content hash (`app-c0c1d0c9733eb66f482b.js`), so a
// changed file gets a new name; everything under /static/ is named by its hash as well.
const HASHED_BUNDLE = /^[^/]+-[0-9a-f]{20}\.(js|css)$/;

/**
 * How long a browser or CDN may keep a file: hashed bundles and /static/ for a year, pages,
 * page-data and everything else only after asking again.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("static/") || HASHED_BUNDLE.test(relativePath)) return IMMUTABLE;
  return REVALIDATE;
}
