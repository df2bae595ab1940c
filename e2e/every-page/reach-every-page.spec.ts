import type { Language } from "../../core/languages";
import { fetchPage } from "../support/built-page";
import { crawl, unreachedPages, type CrawledPage } from "../support/reachable-pages";
import { routeAddress, unlistedPages } from "../support/routes";
import { sitemapPaths } from "../support/sitemap";
import { expect, test } from "../support/test";

// Every built page, as a visitor who follows links finds it (issue 63): what the sitemap lists must be reached
// from the start page of its language by links in that language, not only by the sitemap or a language switch.
// The pages are the built sitemap's and the links the built pages', so a page added or unlinked changes the result.

let listed: string[];
let pages: Map<string, CrawledPage>;
let starts: Record<string, string>;

test.beforeAll(async ({ request, baseURL }) => {
  listed = await sitemapPaths(request);
  // Each language's start page, as the start page's own hreflang links name them.
  const home = await fetchPage(request, "/");
  const language = home.document.querySelector("html")!.getAttribute("lang")!;
  starts = {
    [language]: "/",
    ...Object.fromEntries(
      home.document
        .querySelectorAll('head link[rel="alternate"][hreflang]')
        .filter((link) => link.getAttribute("hreflang") !== "x-default")
        .map((link) => [link.getAttribute("hreflang")!, new URL(link.getAttribute("href")!).pathname]),
    ),
  };
  pages = await crawl(request, baseURL!, [...Object.values(starts), ...listed, ...unlistedPages.map(({ path }) => path)]);
});

test("every page the sitemap lists is reached by links from the start page of its language", () => {
  expect(Object.keys(starts).length).toBeGreaterThan(1);
  expect(listed.length).toBeGreaterThan(20);
  for (const path of listed) expect(pages.get(path), `${path} is in the sitemap but not built`).toBeDefined();
  expect(pages.size).toBeGreaterThan(listed.length);
  expect(unreachedPages(pages, starts, listed)).toEqual([]);
});

test("every page, the answer and error pages too, links the projects page in its language", () => {
  for (const page of pages.values()) {
    const projects = routeAddress("pages/projects", page.language as Language);
    expect(projects, `${page.path}: a projects page in ${page.language}`).toBeDefined();
    if (page.path !== projects) expect(page.links, page.path).toContain(projects);
  }
});

test("from each start page, the projects page is one click away in the page's main content", async ({ request }) => {
  for (const [language, start] of Object.entries(starts)) {
    const home = await fetchPage(request, start);
    const projects = routeAddress("pages/projects", language as Language);
    expect(home.document.querySelectorAll(`main a[href="${projects}"]`).length, start).toBeGreaterThan(0);
  }
});

test("the reachability check names a page only the sitemap or another language's page links", () => {
  const page = (path: string, language: string, links: string[]): [string, CrawledPage] => [path, { path, language, links }];
  const site = new Map([
    page("/", "de", ["/team/", "/en/"]),
    page("/team/", "de", ["/"]),
    page("/en/", "en", ["/"]),
    // Linked only by its German counterpart's language switch, which the German start page does not reach.
    page("/en/projects/", "en", ["/projects/"]),
    page("/projects/", "de", ["/en/projects/"]),
  ]);
  expect(unreachedPages(site, { de: "/", en: "/en/" }, ["/", "/team/", "/en/", "/en/projects/", "/projects/"])).toEqual([
    "/en/projects/",
    "/projects/",
  ]);
});
