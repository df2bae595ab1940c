import { blogPages, type ArticleSummary } from "../blog-pages";
import { listPages } from "../pagination";
import { sitemapEntry } from "../sitemap";

const topics = [
  { name: "recht", slug: "recht", label: "Recht" },
  { name: "social_media", slug: "social-media", label: "Social Media Marketing" },
  { name: "ai", slug: "ai", label: "AI & Automatisierung" },
];

const article = (day: number, topicNames: string[], updated: string | null = null): ArticleSummary => ({
  id: `id-${day}`,
  slug: `beitrag-${day}`,
  title: `Beitrag ${day}`,
  date: `2026-02-${String(day).padStart(2, "0")}`,
  updated,
  topics: topicNames,
});

describe("the blog's pages", () => {
  it("paginates beyond ten articles: /blog/, /blog/seite/2/, each linking to the newer and older page", () => {
    expect(listPages("/blog/", 10).map((page) => page.path)).toEqual(["/blog/"]);
    expect(listPages("/blog/", 0).map((page) => page.path)).toEqual(["/blog/"]);
    const pages = listPages("/blog/", 21);
    expect(pages.map(({ path, skip, newerPath, olderPath }) => ({ path, skip, newerPath, olderPath }))).toEqual([
      { path: "/blog/", skip: 0, newerPath: null, olderPath: "/blog/seite/2/" },
      { path: "/blog/seite/2/", skip: 10, newerPath: "/blog/", olderPath: "/blog/seite/3/" },
      { path: "/blog/seite/3/", skip: 20, newerPath: "/blog/seite/2/", olderPath: null },
    ]);
  });

  it("makes one page per article from its slug, the list, and a page for each topic an article names", () => {
    const articles = [article(3, ["social_media"]), article(2, ["recht", "social_media"], "2026-02-20"), article(1, ["recht"])];
    const pages = blogPages(articles, topics, "Blog");
    expect(pages.map((page) => [page.kind, page.path, page.context.pageTitle, page.context.lastModified])).toEqual([
      ["article", "/blog/beitrag-3/", "Beitrag 3", "2026-02-03"],
      ["article", "/blog/beitrag-2/", "Beitrag 2", "2026-02-20"],
      ["article", "/blog/beitrag-1/", "Beitrag 1", "2026-02-01"],
      ["list", "/blog/", "Blog", "2026-02-20"],
      ["topic", "/blog/thema/recht/", "Recht – Blog", "2026-02-20"],
      ["topic", "/blog/thema/social-media/", "Social Media Marketing – Blog", "2026-02-20"],
    ]);
  });

  it("numbers the title of every further list page", () => {
    const articles = Array.from({ length: 12 }, (_, index) => article(12 - index, ["ai"]));
    const titles = blogPages(articles, topics, "Blog")
      .filter((page) => page.kind !== "article")
      .map((page) => [page.path, page.context.pageTitle]);
    expect(titles).toEqual([
      ["/blog/", "Blog"],
      ["/blog/seite/2/", "Blog – Seite 2"],
      ["/blog/thema/ai/", "AI & Automatisierung – Blog"],
      ["/blog/thema/ai/seite/2/", "AI & Automatisierung – Blog – Seite 2"],
    ]);
  });

  it("gives the sitemap the last change of the blog's pages, and none where the build does not know it", () => {
    expect(sitemapEntry({ path: "/blog/x/", pageContext: { lastModified: "2026-02-20" } })).toEqual({
      url: "/blog/x/",
      lastmod: "2026-02-20",
    });
    expect(sitemapEntry({ path: "/team/", pageContext: {} })).toEqual({ url: "/team/" });
  });
});
