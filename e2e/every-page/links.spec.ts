import { mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { expect, test } from "../support/test";
import { findBrokenLinks } from "../support/broken-links";
import { feedPath } from "../../gatsby/blog/feed";
import { languages } from "../../core/languages";
import { articlesIn } from "../support/blog";
import { routes, unlistedPages } from "../support/routes";
import { e2eServer } from "../support/server";

test("every internal link and anchor of the built site resolves", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const starts = [
    ...[...routes, ...unlistedPages].map((route) => `${baseURL}${route.path}`),
    `${baseURL}/404.html`,
    // Each language's feed's links, on the test server: linkinator reads HTML, not the feed's XML.
    ...(await Promise.all(languagesWithArticles.map((language) => feedLinks(baseURL!, feedPath(language))))).flat(),
  ];
  const { checked, broken } = await findBrokenLinks(starts);
  expect(broken).toEqual([]);
  // It did crawl: pages, their assets and the table of contents' anchors.
  expect(checked).toBeGreaterThan(100);
});

const languagesWithArticles = languages.map(({ code }) => code).filter((language) => articlesIn(language).length > 0);

async function feedLinks(baseURL: string, feed: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}${feed}`)).text();
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map(([, link]) => link.replace(e2eServer.siteUrl, baseURL));
  expect(links.length, feed).toBeGreaterThan(1);
  return links;
}

test("the link check reports a missing page and a missing anchor", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "broken-links-"));
  try {
    writeFileSync(
      path.join(dir, "index.html"),
      '<a href="/gibt-es-nicht/">a</a> <a href="#fehlt">b</a> <a href="#da">c</a> <p id="da">da</p>',
    );
    const { broken } = await findBrokenLinks([path.join(dir, "index.html")]);
    expect(broken).toHaveLength(2);
    expect(broken.join("\n")).toMatch(/gibt-es-nicht/);
    expect(broken.join("\n")).toMatch(/#fehlt/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
