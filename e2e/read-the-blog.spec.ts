import path from "path";
import { articles, blogTitle, usedTopics } from "./support/blog";
import { feedLinks } from "./support/feed";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// What a feed reader, a search engine and a visitor get from the blog; the articles come from content/blog/.

test("the home page's head names the feed, and the feed lists every article, newest first", async ({ page, request }) => {
  await page.goto("/");
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveCount(1);
  const { xml, links } = await feedLinks(request, (await alternate.getAttribute("href"))!);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss [^>]*version="2.0"/);
  expect(links).toEqual(articles.slice(0, 20).map((article) => `${e2eServer.siteUrl}${article.path}`));
  for (const article of articles.slice(0, 20)) {
    expect(xml).toContain(`<title><![CDATA[${article.title}]]></title>`);
    expect(xml).toContain(`<dc:creator><![CDATA[${article.authorName}]]></dc:creator>`);
  }
});

test("the list shows every article newest first, linked, with date, author and topics", async ({ page }) => {
  await page.goto("/blog/");
  await expect(page.locator("h1")).toHaveText(blogTitle);
  const headlines = page.locator("main article h2 a");
  await expect(headlines).toHaveText(articles.slice(0, 10).map((article) => article.title));
  for (const article of articles.slice(0, 10)) {
    const card = page.locator("main article").filter({ has: page.getByRole("link", { name: article.title }) });
    await expect(card.getByRole("link", { name: article.title })).toHaveAttribute("href", article.path);
    await expect(card.locator(`time[datetime="${article.date}"]`)).toHaveCount(1);
    await expect(card).toContainText(article.authorName);
  }
});

test("a topic's page lists the articles of that topic, and an article links to its topics", async ({ page }) => {
  for (const topic of usedTopics) {
    await page.goto(topic.path);
    await expect(page.locator("h1")).toContainText(topic.label);
    const expected = articles.filter((article) => article.topics.includes(topic.name)).map((article) => article.title);
    await expect(page.locator("main article h2 a")).toHaveText(expected.slice(0, 10));
  }
  const [first] = articles;
  await page.goto(first.path);
  for (const name of first.topics) {
    const topic = usedTopics.find((candidate) => candidate.name === name)!;
    await expect(page.locator("main").getByRole("link", { name: topic.label }).first()).toHaveAttribute("href", topic.path);
  }
});

test("every page's footer links to the blog", async ({ page }) => {
  for (const path of ["/", articles[0].path, "/impressum/"]) {
    await page.goto(path);
    await expect(page.locator("footer").getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
  }
});

// The images the articles' Markdown names in their text, with the article that shows them.
const bodyImages = articles.flatMap((article) => article.images.map((image) => ({ article, ...image })));

test("every image in an article's text is a responsive image from the build, with its description, its box reserved, and fits 320 px", async ({
  page,
}) => {
  test.skip(bodyImages.length === 0, "no article has an image in its text (content/blog/)");
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { article, alt, url } of bodyImages) {
    const stem = path.basename(url, path.extname(url));
    // First with the build's images held back: the page must keep each image's box by itself.
    await page.route("**/static/**", (route) => route.abort());
    await page.goto(article.path);
    const image = page.locator("main").getByAltText(alt, { exact: true });
    await expect(image, `${article.path}: ${url}`).toHaveCount(1);
    const reserved = await image.boundingBox();
    await page.unrouteAll();

    await page.goto(article.path);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const picture = img.parentElement!;
      const widths = (srcset: string) => srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[1]);
      return {
        inPicture: picture.tagName === "PICTURE",
        lazy: img.loading,
        currentSrc: new URL(img.currentSrc).pathname,
        sources: [...picture.querySelectorAll("source")].map((source) => ({ type: source.type, widths: widths(source.srcset) })),
        ratio: img.naturalWidth / img.naturalHeight,
        box: img.getBoundingClientRect().toJSON() as DOMRect,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(shown.inPicture).toBe(true);
    expect(shown.lazy).toBe("lazy");
    // The file the Markdown names, resized by the build and served from it.
    expect(shown.currentSrc).toMatch(new RegExp(`^/static/.+/${stem}\\.(png|jpe?g|webp|avif|tiff?)$`));
    // A modern format beside the original, each in several widths.
    expect(shown.sources.map((source) => source.type)).toContain("image/webp");
    for (const source of shown.sources) expect(source.widths.length, `${source.type} ${source.widths}`).toBeGreaterThan(1);
    // The box was there before the image arrived (no layout shift), in the image's own proportions.
    expect(reserved!.height).toBeGreaterThan(0);
    expect(Math.abs(reserved!.height - shown.box.height)).toBeLessThanOrEqual(1);
    expect(shown.box.width / shown.box.height).toBeCloseTo(shown.ratio, 1);
    // At 320 px the image fits the screen and nothing scrolls sideways.
    expect(shown.box.right).toBeLessThanOrEqual(320);
    expect(shown.pageWidth).toBe(320);
  }
});
