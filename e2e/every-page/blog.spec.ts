import { articles, usedTopics } from "../support/blog";
import { fetchPage, textOf } from "../support/built-page";
import { feedLinks } from "../support/feed";
import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// Every article, as a feed reader and a search engine read it; the articles come from content/blog/.

test("each feed item's link answers 200 with its headline, date, canonical URL, og:type article, a BlogPosting and its author", async ({
  request,
}) => {
  const { links } = await feedLinks(request, "/blog/rss.xml");
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const article = articles.find((candidate) => `${e2eServer.siteUrl}${candidate.path}` === link)!;
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
});

test("the sitemap lists every article and list page with its last change", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const xml = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).join("");
  for (const path of ["/blog/", ...articles.map((article) => article.path), ...usedTopics.map((topic) => topic.path)]) {
    expect([path, xml]).toEqual([
      path,
      expect.stringMatching(new RegExp(`<loc>${e2eServer.siteUrl}${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`)),
    ]);
  }
});
