import { readFileSync } from "fs";
import path from "path";
import RSS from "rss";
import { markdownFilesIn } from "../../content-model/content-files";
import { frontmatterOf } from "../../content-model/read-frontmatter";
import { validateFrontmatter } from "../../content-model/validate-frontmatter";
import { isBuilt, showsDrafts } from "../drafts";
import { feedItems, FEED_SIZE, type FeedArticle } from "../feed";
import { blogTopics, topicPath } from "../topics";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = markdownFilesIn(contentDir);
const articleFiles = contentFiles.filter((file) => file.startsWith("blog/"));
const articleOf = (file: string) => frontmatterOf(readFileSync(path.join(contentDir, file), "utf8"));

describe("the topic vocabulary", () => {
  const topics = blogTopics();

  it("is declared once in the content model, each topic with a German name and an address of its own", () => {
    expect(topics.length).toBeGreaterThan(3);
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(topics.length);
    for (const topic of topics) {
      expect(topic.label).not.toBe(topic.name);
      expect(topicPath(topic.name)).toMatch(/^\/blog\/thema\/[a-z0-9-]+\/$/);
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

  it("uses only topics and authors that exist, in every shipped article", () => {
    for (const file of articleFiles) expect([file, validateFrontmatter("BlogPost", articleOf(file), contentFiles)]).toEqual([file, []]);
  });
});

describe("the draft rule", () => {
  it("builds a draft in `gatsby develop` only, never in a production build", () => {
    expect(showsDrafts("production")).toBe(false);
    expect(showsDrafts("development")).toBe(true);
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
});
