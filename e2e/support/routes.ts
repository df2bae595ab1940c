import { content } from "./content";

/**
 * The routes every page-wide test visits and a text each must show: the nine routes of the
 * specification with texts it fixes, and the accessibility statement and the contact page
 * with their titles from content/. `isStatic`: the page has nothing to interact with and
 * ships without Gatsby's scripts (it declares itself a StaticPage).
 */
export const routes: readonly { path: string; text: string; isStatic: boolean }[] = [
  { path: "/", text: "Webdesign & Entwicklung", isStatic: true },
  { path: "/webdesign/", text: "Digitale Erlebnisse schaffen", isStatic: false },
  { path: "/ai/", text: "Back to Home", isStatic: false },
  { path: "/digital-marketing/", text: "Back to Home", isStatic: false },
  { path: "/social-media/", text: "Back to Home", isStatic: false },
  { path: "/team/", text: "Zurück zur Startseite", isStatic: false },
  { path: "/projects/", text: "Unsere Projekte", isStatic: false },
  { path: "/datenschutz/", text: "Datenschutzerklärung", isStatic: true },
  { path: "/impressum/", text: "Noch nicht Erhalten", isStatic: true },
  { path: "/barrierefreiheit/", text: content<{ title: string }>("legal/barrierefreiheit.md").title, isStatic: true },
  { path: "/kontakt/", text: content<{ title: string }>("pages/kontakt.md").title, isStatic: true },
];

/** The pages outside the route list that ship without scripts too: where a form post lands, and the 404 page. */
export const otherStaticPages = ["/kontakt/danke/", "/kontakt/fehler/", "/gibt-es-nicht/"];
