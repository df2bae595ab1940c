import { colors } from "./tokens";

/**
 * The printout (docs/decisions.md, "Pages print as documents"): the legal pages, the articles and the projects print
 * as documents, every other page at least without its screen's chrome. Written into every page's head with the
 * site-wide rules (global-css.ts), so printing needs no file the browser has to fetch first.
 *
 * What the components mark:
 * - `data-site-header`: the header with the mark and the language switch;
 * - `data-screen-only`: what serves the screen alone (the skip link, the footer's links, an article's way back to
 *   the blog and its call to action);
 * - `data-print-only`: the line with the page's address (and a date where the page has none of its own) in the footer.
 *
 * The rules, in order (comments here, not in the CSS, which every page carries):
 * - light paper whatever scheme the screen uses, without the page's tinted background; the coloured boxes keep
 *   theirs (by default a browser leaves every background out), since their text is white: a button, a tile, a
 *   project's band;
 * - the screen's chrome, the controls and what moves mean nothing on paper; an open modal dialog (the contact form, a
 *   project's details) sits in the top layer over the page and is left out too, in a rule of its own, since a browser
 *   that knew neither selector would drop the first rule whole;
 * - an address breaks anywhere rather than run off the paper, and is never hyphenated (a hyphen would change it);
 * - another site's address follows its link, since paper cannot follow it; not after the site's own links (written
 *   as paths, "/kontakt/"), nor after e-mail and phone links (their text is the address or number), nor after a link
 *   whose text already is its address (marked by plugins/gatsby-remark-address-shown);
 * - breaks: a heading stays with what follows it, a table, a figure, a picture or a quote is not cut where it fits on
 *   one page, and no paragraph leaves a single line behind.
 */
export const printCss = `
@media not print {
  [data-print-only] { display: none; }
}
@media print {
  @page { margin: 18mm 16mm; }
  :root { color-scheme: light; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  body { background: none; color: ${colors.ink}; font-size: 11pt; line-height: 1.45; }
  [data-site-header], [data-screen-only], button { display: none !important; }
  dialog:modal, ::backdrop { display: none !important; }
  *, *::before, *::after { animation: none !important; transition: none !important; }
  [data-print-only] { margin: 0.5em 0 0; overflow-wrap: anywhere; hyphens: none; }
  a[href^="http://"]:not([data-address-shown])::after,
  a[href^="https://"]:not([data-address-shown])::after {
    content: " (" attr(href) ")";
    font-size: 0.9em;
    font-weight: normal;
    overflow-wrap: anywhere;
    hyphens: none;
  }
  h1, h2, h3, h4 { break-after: avoid; break-inside: avoid; }
  table, figure, picture, img, pre, blockquote, tr, .gatsby-resp-image-wrapper { break-inside: avoid; }
  p, li { orphans: 3; widows: 3; }
}
`;
