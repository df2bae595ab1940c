import { defaultLanguage, languageOfPath, languages, type Language } from "../../core/languages";
import { NOINDEX_PATHS } from "../../core/noindex-paths";
import { content, hasContent } from "./content";
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
 * The German routes and a text each must show: the nine routes of the specification (SPEC 2), the accessibility statement
 * and the contact page (docs/architecture.md's table of routes), each with the content file that makes it and the heading
 * it gives the page (so an editor's change moves the tests along), but the three service pages and the team page with
 * the way back home the specification names (src/i18n/de.ts); and the blog (an article added, renamed or deleted changes
 * the routes, not the tests). The addresses are stated here, not computed by the build's code, so a routing bug fails.
 */
const germanRoutes: readonly Route[] = [
  ...[
    { path: "/", page: "home", text: headingOf("home", defaultLanguage) },
    { path: "/webdesign/", page: "services/webdesign", text: headingOf("services/webdesign", defaultLanguage) },
    { path: "/ai/", page: "services/ai", text: "Back to Home" },
    { path: "/digital-marketing/", page: "services/digital-marketing", text: "Back to Home" },
    { path: "/social-media/", page: "services/social-media", text: "Back to Home" },
    { path: "/team/", page: "pages/team", text: "Zurück zur Startseite" },
    ...[
      { path: "/projects/", page: "pages/projects" },
      { path: "/datenschutz/", page: "legal/datenschutz" },
      { path: "/impressum/", page: "legal/impressum" },
      { path: "/barrierefreiheit/", page: "legal/barrierefreiheit" },
      { path: "/kontakt/", page: "pages/kontakt" },
    ].map((route) => ({ ...route, text: headingOf(route.page, defaultLanguage) })),
  ].map((route) => ({ ...route, language: defaultLanguage })),
  ...blogRoutesIn(defaultLanguage),
];

/**
 * A translated language's routes: the counterpart of every German page its content files translate, at /<language>/ and
 * /<language>/<the translation's slug>/, with the heading they give it; and its blog.
 */
function translatedRoutes(language: Language): Route[] {
  const pages = germanRoutes.flatMap(({ page }) =>
    hasContent(page, language) && !page.startsWith("blog")
      ? [
          {
            path: `/${language}/${page === "home" ? "" : `${content<{ slug: string }>(page, language).slug}/`}`,
            text: headingOf(page, language),
            language,
            page,
          },
        ]
      : [],
  );
  return [...pages, ...blogRoutesIn(language)];
}

/**
 * The routes every check without a browser covers (e2e/every-page/): every page of every language,
 * read from content/ (a translation added or deleted changes the routes, not the tests). Which
 * islands a page has, its HTML says (e2e/every-page/heads.spec.ts).
 */
export const routes: readonly Route[] = languages.flatMap(({ code }) => (code === defaultLanguage ? germanRoutes : translatedRoutes(code)));

/** The address of the page a content file makes (`legal/impressum`), in a language. */
export const routeAddress = (key: string, language: Language) =>
  routes.find((route) => route.page === key && route.language === language)?.path;

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
