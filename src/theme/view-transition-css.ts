/**
 * Page to page (docs/decisions.md, "A short transition between text pages, CSS only"): between two pages of the
 * simple layout (its header on top, the content below) the header stays where it is and the new content rises into
 * place. The browser does it (a cross-document view transition, Chromium 126+, Safari 18.2+); other browsers load
 * the page as before. Nothing moves under `prefers-reduced-motion: reduce`, where the rule is not even read.
 *
 * Only on a wide screen with a mouse or trackpad (docs/decisions.md, "The next page at once on a phone"): the page
 * left behind is drawn once more for the transition's snapshot before the next one is shown, which on a phone's
 * processor kept a prerendered page from appearing at once (docs/performance.md, "Next page"). A phone shows the next
 * page as soon as it is drawn, and its header stays where it was all the same.
 *
 * Both pages must ask for the transition, so a landing page (a fixed header over a hero) opts out with
 * `withoutViewTransitions` in its head (LandingHead in components/layout/layouts.tsx): no transition to or from it.
 *
 * The old content is not faded out where it was: after a scroll (a link in the footer) its snapshot would start
 * thousands of pixels above the new content and fly down, and pinned to the new content's place it would show a part
 * the visitor never saw. So it goes at once, as on any page load, and the new content fades in 0.75rem below its
 * place; the rest of the page (its background, the footer) cross-fades. Only opacity and transform move.
 */
export const viewTransitionCss = `
@media (prefers-reduced-motion: no-preference) and (hover: hover) and (min-width: 900px) {
  @view-transition { navigation: auto; }
  [data-site-header] { view-transition-name: site-header; }
  main { view-transition-name: page-content; }
  ::view-transition-group(site-header), ::view-transition-new(site-header) { animation: none; }
  ::view-transition-old(site-header) { display: none; }
  ::view-transition-group(page-content) { animation: none; }
  ::view-transition-old(page-content) { display: none; }
  ::view-transition-new(page-content) { animation: 220ms cubic-bezier(0.2, 0, 0, 1) both page-content-in; }
  ::view-transition-old(root), ::view-transition-new(root) { animation-duration: 180ms; }
}
@keyframes page-content-in { from { opacity: 0; transform: translateY(0.75rem); } }
`;

/** What a landing page adds after the site-wide rules: it takes part in no transition, either way. */
export const withoutViewTransitions = "@view-transition { navigation: none; }";
