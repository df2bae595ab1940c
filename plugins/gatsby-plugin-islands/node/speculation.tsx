// The next page made ready before the click lands (README, "The next page"): Speculation Rules, no script.

export interface SpeculationOptions {
  /** Addresses never prerendered nor prefetched, as `href_matches` takes them (URL patterns: `/api/*`, `/blog/rss.xml`). */
  exclude?: string[];
}

/**
 * Links to the site's own pages, once the pointer rests on one for a moment or presses it ("moderate"; on a touch
 * screen at the touch): Chromium prerenders the page, so the click shows it at once, and falls back to fetching its
 * HTML where it may not prerender (Save-Data, battery saver, memory); an engine that only prefetches fetches the HTML.
 */
export function speculationRules({ exclude = [] }: SpeculationOptions): string {
  const where = { and: [{ href_matches: "/*" }, ...(exclude.length > 0 ? [{ not: { href_matches: exclude } }] : [])] };
  const rule = { source: "document", where, eagerness: "moderate" };
  return JSON.stringify({ prerender: [rule], prefetch: [rule] });
}

/** The page's speculation rules; the build hashes them into its policy. */
export const speculationScripts = (options: SpeculationOptions) => [
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(options) }} />,
];
