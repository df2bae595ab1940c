/**
 * The header of a page's own note that it is shown, sent only by a page the browser fetched ahead of time (a
 * prefetch or prerender, whose request is not counted): a `HEAD` of the page itself, its value the origin of the
 * page that led to it, or empty (plugins/gatsby-plugin-islands/build/speculation.tsx). The visitor statistics count
 * it as the page's view (server/count-visits.ts).
 */
export const PAGE_SHOWN_HEADER = "Page-Shown";
