import { mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { expect, test } from "../support/test";
import { findBrokenLinks } from "../support/broken-links";
import { routes } from "../support/routes";
import { e2eServer } from "../support/server";

test("every internal link and anchor of the built site resolves", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const starts = [
    ...routes.map((route) => `${baseURL}${route.path}`),
    `${baseURL}/kontakt/danke/`,
    `${baseURL}/kontakt/fehler/`,
    `${baseURL}/404.html`,
    // The feed's links, on the test server: linkinator reads HTML, not the feed's XML.
    ...(await feedLinks(baseURL!)),
  ];
  const { checked, broken } = await findBrokenLinks(starts);
  expect(broken).toEqual([]);
  // It did crawl: pages, their assets and the table of contents' anchors.
  expect(checked).toBeGreaterThan(100);
});

async function feedLinks(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/blog/rss.xml`)).text();
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map(([, link]) => link.replace(e2eServer.siteUrl, baseURL));
  expect(links.length).toBeGreaterThan(1);
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
