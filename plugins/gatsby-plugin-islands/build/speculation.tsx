// The next page made ready before the click lands (README, "The next page"): Speculation Rules, and the note a page
// fetched ahead of time sends once it is shown.

export interface SpeculationOptions {
  /** Addresses never prerendered nor prefetched, as `href_matches` takes them (URL patterns: `/api/*`, `/blog/rss.xml`). */
  exclude?: string[];
  /**
   * A header name: a page the browser fetched ahead of time sends a `HEAD` of itself with it once it is shown, the
   * value the origin of the page that led to it (or empty), so a server that counts page views at the response
   * counts it; nothing otherwise.
   */
  shownHeader?: string;
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

/**
 * The page's own note that it is shown, for a page the browser fetched ahead of time, whose request the server does
 * not count (nobody may open it): once a prerendered page is shown, or at once for a page opened from a prefetch
 * (which then sends no request). Its address (with the campaign's query) and the referring page's origin, which
 * the speculative request carried already; no cookie, no identifier, nothing else read.
 */
export function shownAheadScript(header: string): string {
  const send = `()=>fetch(location.href,{method:"HEAD",cache:"no-store",headers:{${JSON.stringify(header)}:document.referrer&&new URL(document.referrer).origin}}).catch(()=>{})`;
  return (
    `(()=>{const s=${send};document.prerendering?document.addEventListener("prerenderingchange",s,{once:true})` +
    `:performance.getEntriesByType("navigation")[0]?.deliveryType=="navigational-prefetch"&&s()})()`
  );
}

/** The page's speculation rules and, where asked, its note that it is shown; the build hashes both into its policy. */
export const speculationScripts = (options: SpeculationOptions) => [
  options.shownHeader && <script key="shown-ahead" dangerouslySetInnerHTML={{ __html: shownAheadScript(options.shownHeader) }} />,
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(options) }} />,
];
