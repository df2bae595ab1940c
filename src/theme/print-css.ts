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
 */
export const printCss = `
@media not print {
  [data-print-only] { display: none; }
}
@media print {
  @page { margin: 18mm 16mm; }
  /* Light paper whatever scheme the screen uses, without the page's tinted background. The coloured boxes keep
     theirs (by default a browser leaves every background out), since their text is white: a button, a tile,
     a project's band. */
  :root { color-scheme: light; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  body { background: none; color: ${colors.ink}; font-size: 11pt; line-height: 1.45; }
  /* The screen's chrome, the controls and what moves: none of it means anything on paper. An open modal dialog
     (the contact form, a project's details) sits in the top layer over the page and is left out too (a rule of its
     own: a browser that knew neither selector would drop the first rule whole). */
  [data-site-header], [data-screen-only], button { display: none !important; }
  dialog:modal, ::backdrop { display: none !important; }
  *, *::before, *::after { animation: none !important; transition: none !important; }
  /* An address breaks anywhere rather than run off the paper, and is never hyphenated (a hyphen would change it). */
  [data-print-only] { margin: 0.5em 0 0; overflow-wrap: anywhere; hyphens: none; }
  /* Another site's address after its link, since paper cannot follow it. Not after the site's own links (written
     as paths, "/kontakt/"), nor mailto: and tel: (their text is the address or number), nor a link whose text
     already is its address (marked by plugins/gatsby-remark-address-shown). */
  a[href^="http://"]:not([data-address-shown])::after,
  a[href^="https://"]:not([data-address-shown])::after {
    content: " (" attr(href) ")";
    font-size: 0.9em;
    font-weight: normal;
    overflow-wrap: anywhere;
    hyphens: none;
  }
  /* Breaks: a heading stays with what follows it, a table, a figure, a picture or a quote is not cut where it
     fits on one page, and no paragraph leaves a single line behind. */
  h1, h2, h3, h4 { break-after: avoid; break-inside: avoid; }
  table, figure, picture, img, pre, blockquote, tr, .gatsby-resp-image-wrapper { break-inside: avoid; }
  p, li { orphans: 3; widows: 3; }
}
`;
