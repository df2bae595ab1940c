import type { APIRequestContext } from "@playwright/test";
import { fetchPage } from "./built-page";

/** A built page as a crawler reads it: its `<html lang>` and the addresses of the site's pages it links. */
export interface CrawledPage {
  path: string;
  language: string;
  /** Each page of this site a link leads to, without query or fragment; the page itself is left out. */
  links: string[];
}

/** A link's target as a page of the site (`/team/`), or undefined for another site, a file, a mail or phone link. */
function pageOf(href: string, from: string, origin: string): string | undefined {
  const url = new URL(href, `${origin}${from}`);
  if (url.origin !== origin || !url.pathname.endsWith("/")) return undefined;
  return url.pathname;
}

/**
 * `starts` and every page reached by following their links and those of each page reached, fetched from the server:
 * a start as it answers (the 404 page's 404 too), a page reached only if it answers 200.
 */
export async function crawl(request: APIRequestContext, baseURL: string, starts: readonly string[]): Promise<Map<string, CrawledPage>> {
  const origin = new URL(baseURL).origin;
  const pages = new Map<string, CrawledPage>();
  const visited = new Set<string>();
  let next = [...new Set(starts)];
  while (next.length > 0) {
    for (const path of next) visited.add(path);
    const fetched = await Promise.all(next.map((path) => fetchPage(request, path)));
    for (const page of fetched) {
      if (page.status !== 200 && !starts.includes(page.path)) continue;
      const links = page.document
        .querySelectorAll("a[href]")
        .map((link) => pageOf(link.getAttribute("href")!, page.path, origin))
        .filter((target): target is string => target !== undefined && target !== page.path);
      pages.set(page.path, {
        path: page.path,
        language: page.document.querySelector("html")?.getAttribute("lang") ?? "",
        links: [...new Set(links)],
      });
    }
    next = [...new Set(fetched.flatMap((page) => pages.get(page.path)?.links ?? []))].filter((path) => !visited.has(path));
  }
  return pages;
}

/**
 * The pages of `listed` that no chain of links in their own language reaches from that language's start page
 * (`starts`: language → its start page): a page that only the sitemap, or only another language's page, links.
 */
export function unreachedPages(
  pages: ReadonlyMap<string, CrawledPage>,
  starts: Readonly<Record<string, string>>,
  listed: readonly string[],
): string[] {
  const reached = new Set<string>();
  for (const [language, start] of Object.entries(starts)) {
    const queue = [start];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const page = pages.get(path);
      if (!page || page.language !== language || reached.has(path)) continue;
      reached.add(path);
      queue.push(...page.links);
    }
  }
  return listed.filter((path) => !reached.has(path));
}
