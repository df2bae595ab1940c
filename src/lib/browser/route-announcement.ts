/**
 * Gatsby announces every client-side navigation to screen readers: its router writes
 * "Navigated to <the page's h1>" into an assertive live region, #gatsby-announcer
 * (gatsby/cache-dir/navigation.js, RouteAnnouncer). The words are fixed English, and Gatsby
 * has no option to change them. On this German site they are rewritten as soon as Gatsby writes
 * them: a MutationObserver's callback runs in the same task, before the browser updates what
 * assistive technology reads, so screen readers hear only the German words. An end-to-end test
 * (navigate-the-site.spec.ts) fails when Gatsby's wording changes and the rewrite stops matching.
 */
export const GATSBY_ANNOUNCEMENT = "Navigated to ";

/**
 * What screen readers hear instead, before the new page's heading. Kept here rather than in
 * i18n/de.ts: this module is in the bundle every page loads first, and importing the labels
 * would move all of them into it.
 */
const NEW_PAGE = "Neue Seite:";

const watched = new WeakSet<Element>();

/** Rewrites Gatsby's announcements in `announcer` into German from now on (once per element). */
export function announceRoutesInGerman(announcer: Element | null): void {
  if (!announcer || watched.has(announcer)) return;
  watched.add(announcer);
  new MutationObserver(() => {
    const text = announcer.textContent ?? "";
    if (text.startsWith(GATSBY_ANNOUNCEMENT)) announcer.textContent = `${NEW_PAGE} ${text.slice(GATSBY_ANNOUNCEMENT.length)}`;
  }).observe(announcer, { childList: true, characterData: true, subtree: true });
}
