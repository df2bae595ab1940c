import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test";

/** The blog's feed: its XML, its items, and the items' links (the site's address, as the feed names them). */
export async function feedLinks(request: APIRequestContext, feedPath: string) {
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item);
  return { xml, items, links: items.map((item) => item.match(/<link>([^<]+)<\/link>/)![1]) };
}
