import type { APIRequestContext } from "@playwright/test";
import { feedPath } from "../../gatsby/blog/feed";
import { languages, type Language } from "../../core/languages";
import { articlesIn, blogListIn, usedTopicsIn } from "../support/blog";
import { fetchPage, textOf } from "../support/built-page";
import { feedLinks } from "../support/feed";
import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// Every article of every language, as a feed reader and a search engine read it; the articles come from content/blog/.

// The languages with articles: each has its feed.
const withArticles = languages.map(({ code }) => code).filter((language) => articlesIn(language).length > 0);

test("each feed item's link answers 200 with its headline, date, canonical URL, og:type article, a BlogPosting and its author", async ({
  request,
}) => {
  expect(withArticles.length).toBeGreaterThan(0);
  for (const language of withArticles) {
    const { links } = await feedLinks(request, feedPath(language));
    expect(links.length, language).toBeGreaterThan(0);
    for (const link of links) await expectArticleAt(request, link, language);
  }
});

/** The article a feed item links: its page, head and schema.org data say what its content file says. */
async function expectArticleAt(request: APIRequestContext, link: string, language: Language) {
  const article = articlesIn(language).find((candidate) => `${e2eServer.siteUrl}${candidate.path}` === link)!;
  expect(article, link).toBeDefined();
  const page = await fetchPage(request, new URL(link).pathname);
  expect(page.status, link).toBe(200);
  expect(textOf(page.document.querySelector("h1")), link).toBe(article.title);
  expect(page.document.querySelectorAll(`main time[datetime="${article.date}"]`).length, link).toBeGreaterThan(0);
  expect(page.document.querySelector('head link[rel="canonical"]')?.getAttribute("href"), link).toBe(link);
  expect(page.meta("og:type"), link).toBe("article");
  expect(page.meta("article:published_time"), link).toBe(article.date);
  const jsonLd = page.document.querySelectorAll('head script[type="application/ld+json"]').map((script) => JSON.parse(script.text));
  const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
  expect(posting, link).toMatchObject({
    headline: article.title,
    datePublished: article.date,
    mainEntityOfPage: link,
    author: { "@type": "Person", name: article.authorName },
    publisher: { "@type": "ProfessionalService", name: expect.any(String) },
  });
  expect(textOf(page.document.querySelector("main")), link).toContain(article.authorName);
}

test("the sitemap lists every article and list page with its last change", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const xml = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).join("");
  const blogPages = languages.flatMap(({ code }) => [
    ...(blogListIn(code) ? [blogListIn(code)!.path] : []),
    ...articlesIn(code).map((article) => article.path),
    ...usedTopicsIn(code).map((topic) => topic.path),
  ]);
  for (const path of blogPages) {
    expect([path, xml]).toEqual([
      path,
      expect.stringMatching(new RegExp(`<loc>${e2eServer.siteUrl}${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`)),
    ]);
  }
});
