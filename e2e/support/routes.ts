import { content } from "./content";
import { articles, blogTitle, usedTopics } from "./blog";

/**
 * The routes every page-wide test visits and a text each must show: the nine routes of the
 * specification with texts it fixes, and the accessibility statement and the contact page
 * with their titles from content/, and the blog: its list, every article and every topic page,
 * read from content/blog/ (so an article added, renamed or deleted changes the routes, not the tests).
 * `scripts`, when the page loads Gatsby's scripts: `none` (nothing to interact with: it declares
 * itself a StaticPage), `on-intent` (when a visitor reaches for a part marked `data-waits-for-intent`:
 * ScriptsOnIntent).
 */
export const routes: readonly { path: string; text: string; scripts: "none" | "on-intent" }[] = [
  { path: "/", text: "Webdesign & Entwicklung", scripts: "none" },
  { path: "/webdesign/", text: "Digitale Erlebnisse schaffen", scripts: "on-intent" },
  { path: "/ai/", text: "Back to Home", scripts: "on-intent" },
  { path: "/digital-marketing/", text: "Back to Home", scripts: "on-intent" },
  { path: "/social-media/", text: "Back to Home", scripts: "on-intent" },
  { path: "/team/", text: "Zurück zur Startseite", scripts: "on-intent" },
  { path: "/projects/", text: "Unsere Projekte", scripts: "on-intent" },
  { path: "/datenschutz/", text: "Datenschutzerklärung", scripts: "none" },
  { path: "/impressum/", text: "Noch nicht Erhalten", scripts: "none" },
  { path: "/barrierefreiheit/", text: content<{ title: string }>("legal/barrierefreiheit.md").title, scripts: "none" },
  { path: "/kontakt/", text: content<{ title: string }>("pages/kontakt.md").title, scripts: "none" },
  { path: "/blog/", text: blogTitle, scripts: "none" },
  ...articles.map((article) => ({ path: article.path, text: article.title, scripts: "on-intent" as const })),
  ...usedTopics.map((topic) => ({ path: topic.path, text: topic.label, scripts: "none" as const })),
];

/** The pages outside the route list that ship without scripts too: where a form post lands, and the 404 page. */
export const otherStaticPages = ["/kontakt/danke/", "/kontakt/fehler/", "/gibt-es-nicht/"];
