import path from "path";
import { routeOf, siteRoutes } from "../../build/i18n/site-routes";
import { defaultLanguage, languageOfPath, languages, type Language } from "../../core/languages";
import { NOINDEX_PATHS } from "../../core/noindex-paths";
import { content } from "./content";
import { articles, articlesIn, blogListIn, usedTopics, usedTopicsIn, type Article } from "./blog";

/** A page every check without a browser reads: its address, its language and a text it must show. */
export interface Route {
  path: string;
  text: string;
  language: Language;
  /**
   * What the page is, the same for its counterparts in every language: the content file's key (`services/ai`,
   * `blog/<article>`), `blog` for the blog's list, `blog/topic/<name>` for a topic's list.
   */
  page: string;
}

const siteMap = siteRoutes(path.join(__dirname, "..", "..", "content"), "production");

/** The address of the page a content file makes (`legal/impressum`), in a language. */
export const routeAddress = (key: string, language: Language) => siteMap.get(key)?.[language];

const keyOf = (address: string) => routeOf(siteMap, address)!.key;

/** Every language's blog: its list, every article and every topic page, read from content/blog/. */
const blogRoutesIn = (language: Language): Route[] => {
  const list = blogListIn(language);
  return [
    ...(list ? [{ path: list.path, text: list.title, language, page: "blog" }] : []),
    ...articlesIn(language).map((article) => ({ path: article.path, text: article.title, language, page: article.key })),
    ...usedTopicsIn(language).map((topic) => ({ path: topic.path, text: topic.label, language, page: `blog/topic/${topic.name}` })),
  ];
};

/** The heading a page's content gives it: a page's title, the start page's headline, the Webdesign hero's. */
const headingOf = (key: string, language: Language) => {
  const text = content<{ title?: string; headline?: string; hero?: { headline?: string } }>(key, language);
  return text.title ?? text.headline ?? text.hero?.headline ?? "";
};

/**
 * The German routes and a text each must show: the nine routes of the specification, the accessibility statement
 * and the contact page, each with the heading its content file gives it (so an editor's change moves the tests along),
 * but the three service pages and the team page with the way back home the specification names (src/i18n/de.ts);
 * and the blog (an article added, renamed or deleted changes the routes, not the tests).
 */
const germanRoutes: readonly Route[] = [
  ...[
    { path: "/", text: headingOf("home", defaultLanguage) },
    { path: "/webdesign/", text: headingOf("services/webdesign", defaultLanguage) },
    { path: "/ai/", text: "Back to Home" },
    { path: "/digital-marketing/", text: "Back to Home" },
    { path: "/social-media/", text: "Back to Home" },
    { path: "/team/", text: "Zurück zur Startseite" },
    ...["/projects/", "/datenschutz/", "/impressum/", "/barrierefreiheit/", "/kontakt/"].map((path) => ({
      path,
      text: headingOf(keyOf(path), defaultLanguage),
    })),
  ].map((route) => ({ ...route, language: defaultLanguage, page: keyOf(route.path) })),
  ...blogRoutesIn(defaultLanguage),
];

/** A translated language's routes: the counterpart of every German page its content files translate, with the heading they give it, and its blog. */
function translatedRoutes(language: Language): Route[] {
  const pages = germanRoutes.flatMap(({ page }) => {
    const address = siteMap.get(page)?.[language];
    return address && !page.startsWith("blog") ? [{ path: address, text: headingOf(page, language), language, page }] : [];
  });
  return [...pages, ...blogRoutesIn(language)];
}

/**
 * The routes every check without a browser covers (e2e/every-page/): every page of every language,
 * read from content/ (a translation added or deleted changes the routes, not the tests). Which
 * islands a page has, its HTML says (e2e/every-page/heads.spec.ts).
 */
export const routes: readonly Route[] = languages.flatMap(({ code }) => (code === defaultLanguage ? germanRoutes : translatedRoutes(code)));

/**
 * The built pages search engines do not list (core/noindex-paths.ts): the error pages and the contact form's
 * answers, in every language, each in the language of its address. (`/404.html` is the 404 page's file, served
 * for every unknown address; `/dev-404-page/` exists only in development.)
 */
export const unlistedPages: readonly { path: string; language: Language }[] = NOINDEX_PATHS.filter(
  (address) => address.endsWith("/") && !address.startsWith("/dev-"),
).map((address) => ({ path: address, language: languageOfPath(address) }));

/** An address no page has: the server answers with the 404 page. */
export const notFoundPath = "/gibt-es-nicht/";

const route = (path: string) => routes.find((candidate) => candidate.path === path)!;
// The article the browser specs read: one with images in its text where there is one (its
// pictures are what a browser must lay out), else the newest.
const article = articles.find((candidate) => candidate.images.length > 0) ?? (articles[0] as Article | undefined);

type PageKind = { kind: string; path: string; text: string; status: number };

const representatives: PageKind[] = [
  { kind: "home", ...route("/"), status: 200 },
  { kind: "service page", ...route("/ai/"), status: 200 },
  { kind: "Webdesign", ...route("/webdesign/"), status: 200 },
  { kind: "team", ...route("/team/"), status: 200 },
  { kind: "projects", ...route("/projects/"), status: 200 },
  { kind: "legal page", ...route("/datenschutz/"), status: 200 },
  { kind: "contact form", ...route("/kontakt/"), status: 200 },
  {
    kind: "contact answer",
    path: "/kontakt/danke/",
    text: content<{ title: string }>("pages/kontakt-danke.md").title,
    status: 200,
  },
  { kind: "blog list", ...route("/blog/"), status: 200 },
  // A blog without articles has neither.
  ...(usedTopics.length > 0 ? [{ kind: "topic page", ...route(usedTopics[0].path), status: 200 }] : []),
  ...(article ? [{ kind: "article", ...route(article.path), status: 200 }] : []),
  { kind: "404 page", path: notFoundPath, text: content<{ title: string }>("pages/404.md").title, status: 404 },
];

/**
 * One page of each kind (each template or view), which the browser specs visit: what holds on
 * one page of a template holds on the others, whose differences in content the checks without
 * a browser cover on every route. So the browser suite grows with the kinds of page, not with
 * the articles. `E2E_EVERY_ROUTE=1` (the nightly workflow) makes every route its own kind.
 */
export const pageKinds: readonly PageKind[] =
  process.env.E2E_EVERY_ROUTE === "1"
    ? [
        ...routes.map((entry) => ({ kind: entry.path, ...entry, status: 200 })),
        ...representatives.filter((entry) => !routes.some((candidate) => candidate.path === entry.path)),
      ]
    : representatives;
