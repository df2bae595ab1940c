/** Gatsby's caching guidance (docs: "Caching Static Sites"), as Cache-Control values. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

// Named by their content's hash: Gatsby's bundles (`app-c0c1d0c9733eb66f482b.js`), /static/, islands (`contact-dialog-QH4MH23W.js`).
const HASHED_BUNDLE = /^[^/]+-[0-9a-f]{20}\.(js|css)$/;
const ISLAND_SCRIPT = /^islands\/[\w-]+-[0-9A-Z]{8}\.js$/;

/** How long a browser or CDN may keep a file: hashed ones for a year, pages, page-data and the rest only after asking again. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("static/") || HASHED_BUNDLE.test(relativePath) || ISLAND_SCRIPT.test(relativePath)) return IMMUTABLE;
  return REVALIDATE;
}
