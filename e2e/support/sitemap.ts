import type { APIRequestContext } from "@playwright/test";

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);

/** The addresses the built sitemap lists (/sitemap-index.xml and each sitemap it names), as the server sends them. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemaps = locations(await (await request.get("/sitemap-index.xml")).text());
  const xml = await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()));
  return xml.flatMap(locations);
}
