import path from "path";
import RSS from "rss";
import { languages } from "../../../core/languages";
import { topicPath } from "../../../src/components/blog/article-path";
import { loadContent } from "../../content-model/load-content";
import { validateFrontmatter } from "../../content-model/validate-frontmatter";
import { isBuilt } from "../drafts";
import { feedItems, feedPluginOptions, FEED_SIZE, type FeedArticle } from "../feed";
import { blogTopics } from "../topics";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = loadContent(contentDir).paths;
const articleFiles = contentFiles.filter((file) => file.startsWith("blog/"));
// An article as the build checks it: a translation merged with the default language's file.
const articleOf = (file: string) => loadContent(contentDir).records.get(file)!.frontmatter;
const codes = languages.map((language) => language.code);

describe("the topic vocabulary", () => {
  const topics = blogTopics();

  it("is declared once in the content model, each topic with a name in every language and an address of its own", () => {
    expect(topics.length).toBeGreaterThan(3);
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(topics.length);
    for (const code of codes) {
      const named = blogTopics(code);
      expect(named.map((topic) => topic.name)).toEqual(topics.map((topic) => topic.name));
      for (const topic of named) expect([code, topic.label]).not.toEqual([code, topic.name]);
    }
    for (const topic of topics) {
      expect(topicPath(topic.name, "de")).toMatch(/^\/blog\/thema\/[a-z0-9-]+\/$/);
      expect(topicPath(topic.name, "en")).toMatch(/^\/en\/blog\/topic\/[a-z0-9-]+\/$/);
    }
  });

  it("fails an article with a misspelt topic, naming the field", () => {
    expect(articleFiles.length).toBeGreaterThan(0);
    const article = articleOf(articleFiles[0]);
    expect(validateFrontmatter("BlogPost", article, contentFiles)).toEqual([]);
    const problems = validateFrontmatter("BlogPost", { ...article, topics: [topics[0].name, "webdesing"] }, contentFiles);
    expect(problems).toEqual([expect.stringMatching(/^topics\[1\]: "webdesing" is not one of /)]);
  });

  it("fails an article whose author is no file in content/team/, naming the field", () => {
    const article = articleOf(articleFiles[0]);
    expect(validateFrontmatter("BlogPost", { ...article, author: "niemand" }, contentFiles)).toEqual([
      expect.stringMatching(/^author: "niemand" is no file in content\/team\//),
    ]);
  });

  it("uses only topics and authors that exist, in every shipped article and translation", () => {
    expect(articleFiles.some((file) => !file.endsWith(".de.md"))).toBe(true);
    for (const file of articleFiles) expect([file, validateFrontmatter("BlogPost", articleOf(file), contentFiles)]).toEqual([file, []]);
  });
});

describe("the draft rule", () => {
  it("builds a draft in `gatsby develop` only, never in a production build", () => {
    expect(isBuilt({ draft: true }, "production")).toBe(false);
    expect(isBuilt({ draft: true }, "development")).toBe(true);
    expect(isBuilt({ draft: false }, "production")).toBe(true);
  });
});

describe("the feed", () => {
  const article = (day: number): FeedArticle => ({
    slug: `beitrag-${day}`,
    title: `Beitrag ${day} <&>`,
    description: `Worum es am ${day}. geht`,
    date: `2026-01-${String(day).padStart(2, "0")}`,
    authorProfile: { name: "Autorin" },
    topicList: [{ label: "Recht" }],
  });
  const articles = Array.from({ length: 25 }, (_, index) => article(index + 1)).reverse();

  it("carries the newest twenty, newest first, with absolute links, dates and authors", () => {
    const shuffled = [...articles.slice(10), ...articles.slice(0, 10)];
    const items = feedItems(shuffled, "https://www.example.com");
    expect(items).toHaveLength(FEED_SIZE);
    expect(items.map((item) => item.date)).toEqual(articles.slice(0, 20).map((a) => a.date));
    expect(items[0]).toEqual({
      title: "Beitrag 25 <&>",
      description: "Worum es am 25. geht",
      url: "https://www.example.com/blog/beitrag-25/",
      guid: "https://www.example.com/blog/beitrag-25/",
      date: "2026-01-25",
      author: "Autorin",
      categories: ["Recht"],
    });
  });

  it("makes well-formed RSS 2.0 with the items' text escaped", () => {
    const feed = new RSS({ title: "Blog", site_url: "https://www.example.com/blog/", feed_url: "https://www.example.com/blog/rss.xml" });
    for (const item of feedItems(articles, "https://www.example.com")) feed.item(item);
    const xml = feed.xml();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss [^>]*version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(xml).toContain("<link>https://www.example.com/blog/beitrag-25/</link>");
    expect(xml).toContain("<![CDATA[Beitrag 25 <&>]]>");
    expect(xml).toContain("<dc:creator><![CDATA[Autorin]]></dc:creator>");
  });

  it("is one per language, named in the head of that language's pages only, linking that language's articles", () => {
    const texts = (["de", "en"] as const).map((language) => ({ language, title: `Blog ${language}`, description: "D" }));
    const { feeds } = feedPluginOptions({ siteUrl: "https://www.example.com", feeds: texts });
    expect(feeds.map((feed) => feed.output)).toEqual(["/blog/rss.xml", "/en/blog/rss.xml"]);
    const pages = ["/", "/blog/beitrag/", "/en/", "/en/blog/article/"];
    expect(feeds.map((feed) => pages.filter((page) => new RegExp(feed.match).test(page)))).toEqual([
      ["/", "/blog/beitrag/"],
      ["/en/", "/en/blog/article/"],
    ]);
    const [english] = feeds[1].serialize({ query: { allBlogPost: { nodes: [article(1)] } } });
    expect(english.url).toBe("https://www.example.com/en/blog/beitrag-1/");
  });
});
