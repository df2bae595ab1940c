import { GATSBY_RUNTIME_IN_HTML } from "../../plugins/gatsby-plugin-islands/node/gatsby-scripts";
import { WAKES } from "../../plugins/gatsby-plugin-islands/runtime/wake-choices";
import { fetchPage, textOf, type BuiltPage } from "../support/built-page";
import type { Language } from "../../core/languages";
import { labelText } from "../../src/i18n/de";
import { interfaceTables } from "../../src/i18n/tables";
import { content } from "../support/content";
import { routeAddress, routes, unlistedPages } from "../support/routes";
import { feedPath } from "../../gatsby/blog/feed";
import { languages } from "../../core/languages";
import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// Every route, read as the server sends it: its head (SPEC 1: title, description, keywords,
// canonical URL, Open Graph and Twitter tags, robots) and what every page shows.

let pages: BuiltPage[];
test.beforeAll(async ({ request }) => {
  pages = await Promise.all(routes.map((route) => fetchPage(request, route.path)));
});

test("every page answers 200 with its own head: title, description, canonical, social and robots tags", async ({ request }) => {
  for (const page of pages) {
    const at = page.path;
    expect(page.status, at).toBe(200);
    const title = textOf(page.document.querySelector("head title"));
    expect(title, at).toMatch(/\S/);
    expect(page.meta("description"), at).toMatch(/^.{50,}$/);
    expect(page.meta("keywords"), at).toMatch(/\S/);
    expect(page.meta("robots"), at).toBe("index, follow");
    expect(page.document.querySelector('head link[rel="canonical"]')?.getAttribute("href"), at).toBe(`${e2eServer.siteUrl}${at}`);
    expect(page.meta("og:url"), at).toBe(`${e2eServer.siteUrl}${at}`);
    expect(page.meta("og:title"), at).toBe(title);
    expect(page.meta("twitter:card"), at).toBe("summary_large_image");
    expect(page.meta("twitter:title"), at).toBe(title);
    // Its own share image, drawn at build time, with its size.
    const image = page.meta("og:image");
    expect(image, at).toBe(`${e2eServer.siteUrl}/og/${at.replace(/^\/|\/$/g, "") || "index"}.png`);
    expect([page.meta("og:image:width"), page.meta("og:image:height")], at).toEqual(["1200", "630"]);
    const png = await (await request.get(new URL(image!).pathname)).body();
    expect(png.subarray(1, 4).toString(), at).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], at).toEqual([1200, 630]);
  }
});

// Titles and descriptions unique within a language, and their lengths: search-texts.spec.ts.

/** The footer's links to the legal pages in a language: each named by its label (src/i18n/), to the page in that language. */
function legalLinksIn(language: Language): Record<string, string> {
  const labels = interfaceTables[language];
  const legalPages = ["impressum", "datenschutz", "barrierefreiheit"] as const;
  return Object.fromEntries(legalPages.map((name) => [labelText(labels[name]), routeAddress(`legal/${name}`, language)!]));
}

test("every page shows its content, one h1, and the footer's copyright line and links", () => {
  const { copyrightYear } = content<{ copyrightYear: number }>("company.md");
  for (const [index, page] of pages.entries()) {
    const at = page.path;
    expect(textOf(page.document.querySelector("body")), at).toContain(routes[index].text);
    expect(page.document.querySelectorAll("h1"), at).toHaveLength(1);
    const footer = page.document.querySelector("footer");
    expect(textOf(footer), at).toContain(`© ${copyrightYear}`);
    const links = Object.fromEntries(footer!.querySelectorAll("a").map((link) => [textOf(link), link.getAttribute("href")]));
    expect(links, at).toMatchObject(legalLinksIn(routes[index].language));
  }
});

test("the server-rendered head carries the favicon", () => {
  for (const page of pages) {
    const head = page.html.slice(0, page.html.indexOf("</head>"));
    expect(head, page.path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  }
});

// The pin on plugins/gatsby-plugin-islands/node/gatsby-scripts.tsx: it fails when Gatsby's output changes so that a page
// names its runtime again, and when an island of a page has no script to run it.
test("every page is styled from its head, names no Gatsby runtime, and lists its islands' scripts for after the first paint", async ({
  request,
}) => {
  for (const { html, path, document } of pages) {
    const [head, body] = html.split("</head>");
    // The site-wide rules first, then one element with the components' rules; none in the body.
    const styles = [...head.matchAll(/<style( [^>]*)?>/g)].map((match) => match[0].replace(/ nonce="[^"]*"/, ""));
    expect(styles.slice(0, 2), path).toEqual(['<style id="global-css">', expect.stringMatching(/^<style data-emotion-ids="[\w ]+">$/)]);
    expect(body, path).not.toContain("<style");
    // No script tag that could run before the first paint, and nothing of Gatsby's app, router or data.
    expect(html, path).not.toMatch(/<script [^>]*src=/);
    expect(html, path).not.toMatch(GATSBY_RUNTIME_IN_HTML);
    // What loads after the first paint: the consent script, from the page's loader, and the page's islands' files, listed
    // beside it, each island's entry last; each root says when it wakes.
    const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
    expect(scripts, path).toHaveLength(1);
    expect(scripts[0], path).toContain(JSON.stringify(e2eServer.consentScriptUrl));
    const listed = document.querySelector("script[data-island-files]")?.text;
    const files = JSON.parse(listed ?? "{}") as Record<string, string[]>;
    const islands = [...new Set(document.querySelectorAll("[data-island]").map((root) => root.getAttribute("data-island")!))];
    expect(Object.keys(files).sort(), path).toEqual([...islands].sort());
    for (const island of islands) expect(files[island].at(-1), `${path}: ${island}`).toMatch(new RegExp(`^/islands/${island}-\\w+\\.js$`));
    for (const root of document.querySelectorAll("[data-island]")) expect(WAKES, path).toContain(root.getAttribute("data-wake"));
    for (const file of new Set(Object.values(files).flat())) expect((await request.get(file)).status(), file).toBe(200);
    // Marked as scripted before the first paint exactly where islands will run.
    expect(head.includes('document.documentElement.classList.add("js")'), path).toBe(islands.length > 0);
  }
});

/** A document rule's `where` (Speculation Rules: `and`, `not`, `href_matches`, as the site writes them) for an address. */
function matches(where: Record<string, unknown>, address: string): boolean {
  const url = `${e2eServer.siteUrl}${address}`;
  if ("and" in where) return (where.and as Record<string, unknown>[]).every((part) => matches(part, address));
  if ("not" in where) return !matches(where.not as Record<string, unknown>, address);
  if ("href_matches" in where) {
    return [where.href_matches].flat().some((pattern) => new URLPattern(pattern as string, e2eServer.siteUrl).test(url));
  }
  throw new Error(`a condition this check does not know: ${JSON.stringify(where)}`);
}

test("every page has its links' pages made ready ahead of time, never the CMS, the API, a feed, an error page or a form's answer", () => {
  const never = [
    "/admin/",
    "/api/send-email",
    ...languages.map(({ code }) => feedPath(code)),
    "/404.html",
    ...unlistedPages.map(({ path }) => path),
  ];
  for (const page of pages) {
    const rules = JSON.parse(page.document.querySelector('head script[type="speculationrules"]')?.text ?? "{}");
    for (const action of ["prerender", "prefetch"]) {
      const [rule, ...others] = rules[action] ?? [];
      expect([rule?.source, rule?.eagerness, others.length], `${page.path} ${action}`).toEqual(["document", "moderate", 0]);
      for (const { path } of routes) expect(matches(rule.where, path), `${page.path} ${action} ${path}`).toBe(true);
      for (const path of never) expect(matches(rule.where, path), `${page.path} ${action} ${path}`).toBe(false);
    }
  }
});

test("the start page describes the agency for search engines (JSON-LD)", () => {
  const home = pages.find((page) => page.path === "/")!;
  const data = JSON.parse(home.document.querySelector('script[type="application/ld+json"]')!.text);
  expect(data["@type"]).toBe("ProfessionalService");
  expect(data.url).toBe(`${e2eServer.siteUrl}/`);
  // The country as schema.org wants it, its ISO code, as content declares it.
  expect(data.address.addressCountry).toBe(content<{ address: { country: string } }>("company.md").address.country);
  expect(data.address.addressCountry).toMatch(/^[A-Z]{2}$/);
});

test("the sitemap lists every route and robots.txt points to it", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  expect(index).toContain(`${e2eServer.siteUrl}/sitemap-0.xml`);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(locations).toEqual(routes.map((r) => `${e2eServer.siteUrl}${r.path}`).sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${e2eServer.siteUrl}/sitemap-index.xml`);
});
