import { content } from "./content";
import { articles, blogTitle, usedTopics } from "./blog";

/**
 * The routes every page-wide test visits and a text each must show: the nine routes of the
 * specification with texts it fixes, and the accessibility statement and the contact page
 * with their titles from content/, and the blog: its list, every article and every topic page,
 * read from content/blog/ (so an article added, renamed or deleted changes the routes, not the tests).
 */
export const routes = [
  { path: "/", text: "Webdesign & Entwicklung" },
  { path: "/webdesign/", text: "Digitale Erlebnisse schaffen" },
  { path: "/ai/", text: "Back to Home" },
  { path: "/digital-marketing/", text: "Back to Home" },
  { path: "/social-media/", text: "Back to Home" },
  { path: "/team/", text: "Zurück zur Startseite" },
  { path: "/projects/", text: "Unsere Projekte" },
  { path: "/datenschutz/", text: "Datenschutzerklärung" },
  { path: "/impressum/", text: "Noch nicht Erhalten" },
  { path: "/barrierefreiheit/", text: content<{ title: string }>("legal/barrierefreiheit.md").title },
  { path: "/kontakt/", text: content<{ title: string }>("pages/kontakt.md").title },
  { path: "/blog/", text: blogTitle },
  ...articles.map((article) => ({ path: article.path, text: article.title })),
  ...usedTopics.map((topic) => ({ path: topic.path, text: topic.label })),
];
