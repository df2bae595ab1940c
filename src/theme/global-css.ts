import { colors, customProperty, font, layout, mq, schemes, space } from "./tokens";
import { printCss } from "./print-css";
import { viewTransitionCss } from "./view-transition-css";

/** One scheme's values as custom properties. */
const properties = (scheme: keyof typeof schemes) =>
  Object.entries(schemes[scheme])
    .map(([name, value]) => `${customProperty(name as keyof typeof schemes.light)}: ${value};`)
    .join(" ");

/**
 * The site-wide rules: plain CSS that gatsby-ssr.tsx writes into every page's head ahead
 * of the components' styles. Nothing about it changes at run time, so the browser needs
 * no JavaScript for it.
 *
 * First the visitor's colour scheme, from the system's setting (said here, not in every page's CSS): CSS alone picks
 * it before the first paint, so no page flashes the other one and nothing is stored; `color-scheme` lets the browser
 * draw form controls and scrollbars to match.
 */
export const globalCss =
  `
:root { color-scheme: light dark; ${properties("light")} }
${mq.dark} { :root { ${properties("dark")} } }
*, *::before, *::after { box-sizing: border-box; }
/* German has long words: hyphenate them where the browser knows the rules of the page's
   language (its lang), and break a word that still does not fit rather than let it run out of its box.
   Only words of 10 letters or more, 4 on each side: otherwise a phone's narrow lines read
   "Au-tomatisierung", "mitt-lere" and "Mehr er-fahren" (Firefox, 320 px). */
html { -webkit-text-size-adjust: 100%; -webkit-hyphens: auto; hyphens: auto; hyphenate-limit-chars: 10 4 4; }
${mq.motionOk} { html { scroll-behavior: smooth; } }
/* Under a fixed header (landing pages), an element scrolled into view by keyboard focus or an
   anchor stops below the header instead of behind it (WCAG 2.4.11 Focus Not Obscured). */
html:has([data-fixed-header]) { scroll-padding-top: calc(${layout.headerHeight} + ${space.sm}); }
body {
  margin: 0;
  font-family: ${font.body};
  font-size: 1.0625rem;
  line-height: 1.6;
  color: ${colors.ink};
  background: ${colors.canvas};
  -webkit-font-smoothing: antialiased;
  overflow-wrap: break-word;
}
/* An island's root (plugins/gatsby-plugin-islands) is no box of its own: its part lays out as if it were not there. */
[data-island] { display: contents; }
h1, h2, h3 { line-height: 1.2; text-wrap: balance; overflow-wrap: anywhere; }
a { color: ${colors.primary}; }
img, svg { max-width: 100%; }
:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 3px; }
/* The browser scrolls an element that gets focus just far enough to show its box, which leaves
   the outline around it (6 px) cut off at the window's edge: keep a margin free around it. */
:where(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])) {
  scroll-margin-block: ${space.md};
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
` +
  // The printout and the transitions between pages, each in a module of its own: they change no screen colour or layout.
  printCss +
  viewTransitionCss;
