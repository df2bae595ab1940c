import { blogPages, listPages, type ArticleSummary } from "../blog-pages";
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
  translationKey: `blog/beitrag-${day}`,
});

const descriptions = new Map(topics.map(({ name, label }) => [name, `Beiträge zu ${label}.`]));
const texts = { title: "Blog", seoTitle: "Blog – Webdesign für KMU", topicDescriptions: descriptions, topicsFile: "content/blog.de.md" };

const newest = (count: number, topicNames: string[]) => Array.from({ length: count }, (_, index) => article(count - index, topicNames));

const listNeighbours = (pages: ReturnType<typeof blogPages>) =>
  pages.flatMap((page) =>
    page.kind === "list"
      ? [{ path: page.path, skip: page.context.skip, newer: page.context.newerPath, older: page.context.olderPath }]
      : [],
  );

describe("the blog's pages", () => {
  it("paginates beyond ten articles: /blog/, /blog/seite/2/, each linking to the newer and older page", () => {
    expect(listPages(10).length).toBe(1);
    expect(listPages(0).length).toBe(1);
    expect(listNeighbours(blogPages(newest(21, ["ai"]), topics, texts, "de"))).toEqual([
      { path: "/blog/", skip: 0, newer: null, older: "/blog/seite/2/" },
      { path: "/blog/seite/2/", skip: 10, newer: "/blog/", older: "/blog/seite/3/" },
      { path: "/blog/seite/3/", skip: 20, newer: "/blog/seite/2/", older: null },
    ]);
  });

  it("makes one page per article from its slug, the list, and a page for each topic an article names", () => {
    const articles = [article(3, ["social_media"]), article(2, ["recht", "social_media"], "2026-02-20"), article(1, ["recht"])];
    const pages = blogPages(articles, topics, texts, "de");
    expect(pages.map((page) => [page.kind, page.path, page.context.pageTitle, page.context.lastModified])).toEqual([
      ["article", "/blog/beitrag-3/", "Beitrag 3", "2026-02-03"],
      ["article", "/blog/beitrag-2/", "Beitrag 2", "2026-02-20"],
      ["article", "/blog/beitrag-1/", "Beitrag 1", "2026-02-01"],
      ["list", "/blog/", "Blog – Webdesign für KMU", "2026-02-20"],
      ["topic", "/blog/thema/recht/", "Recht – Blog", "2026-02-20"],
      ["topic", "/blog/thema/social-media/", "Social Media Marketing – Blog", "2026-02-20"],
    ]);
    expect(pages[0].kind === "article" && pages[0].context.translationKey).toBe("blog/beitrag-3");
    expect(pages.flatMap((page) => (page.kind === "topic" ? [page.context.topicDescription] : []))).toEqual([
      "Beiträge zu Recht.",
      "Beiträge zu Social Media Marketing.",
    ]);
  });

  it("titles the list's first page with the editor's title for search engines, and numbers every further list page", () => {
    const titles = blogPages(newest(12, ["ai"]), topics, texts, "de")
      .filter((page) => page.kind !== "article")
      .map((page) => [page.path, page.context.pageTitle]);
    expect(titles).toEqual([
      ["/blog/", "Blog – Webdesign für KMU"],
      ["/blog/seite/2/", "Blog – Seite 2"],
      ["/blog/thema/ai/", "AI & Automatisierung – Blog"],
      ["/blog/thema/ai/seite/2/", "AI & Automatisierung – Blog – Seite 2"],
    ]);
  });

  it("puts a language's blog under its prefix, with that language's words in the addresses and titles", () => {
    const pages = blogPages(newest(11, ["ai"]), [{ name: "ai", slug: "ai", label: "AI & Automation" }], texts, "en");
    expect(pages[0].path).toBe("/en/blog/beitrag-11/");
    expect(listNeighbours(pages).map(({ path, older }) => [path, older])).toEqual([
      ["/en/blog/", "/en/blog/page/2/"],
      ["/en/blog/page/2/", null],
    ]);
    expect(pages.filter((page) => page.kind === "topic").map((page) => [page.path, page.context.pageTitle])).toEqual([
      ["/en/blog/topic/ai-automation/", "AI & Automation – Blog"],
      ["/en/blog/topic/ai-automation/page/2/", "AI & Automation – Blog – Page 2"],
    ]);
  });

  it("stops at a topic an article names without a description of its page, naming the file that lists the topics", () => {
    const withoutRecht = { ...texts, topicDescriptions: new Map([["ai", "Beiträge zu KI."]]) };
    expect(() => blogPages([article(1, ["recht"])], topics, withoutRecht, "en")).toThrow(
      "content/blog.de.md: topicPages has no entry for the topic recht, whose page /en/blog/topic/law-regulation/ lists an article",
    );
  });

  it("gives the sitemap the last change of the blog's pages, and none where the build does not know it", () => {
    expect(sitemapEntry({ path: "/blog/x/", pageContext: { lastModified: "2026-02-20" } })).toEqual({
      url: "/blog/x/",
      lastmod: "2026-02-20",
    });
    expect(sitemapEntry({ path: "/team/", pageContext: {} })).toEqual({ url: "/team/" });
  });
});
