import { defaultLanguage } from "../../core/languages";
import { fetchPage, type BuiltPage } from "../support/built-page";
import { content } from "../support/content";
import { foreignInterfaceStrings, textsOf } from "../support/interface-strings";
import { routes, unlistedPages, type Route } from "../support/routes";
import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// Every page of every language, as a crawler reads its language (issue 49, "The head knows its language"): one
// check for each kind of fact, over all pages, so the suite does not grow with the content or the languages.

let pages: (BuiltPage & { language: Route["language"] })[];
test.beforeAll(async ({ request }) => {
  pages = await Promise.all(
    [...routes, ...unlistedPages].map(async ({ path, language }) => ({ ...(await fetchPage(request, path)), language })),
  );
});

const url = (path: string) => `${e2eServer.siteUrl}${path}`;

/** A page's hreflang links: language (or `x-default`) → address. */
const hreflangsOf = (page: BuiltPage): Record<string, string> =>
  Object.fromEntries(
    page.document
      .querySelectorAll('head link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href") ?? ""]),
  );

test("every page, the answer and error pages too, declares its language in <html lang>", () => {
  for (const page of pages) expect(page.document.querySelector("html")?.getAttribute("lang"), page.path).toBe(page.language);
});

test("every page with counterparts links each and itself with hreflang, x-default to the German page, reciprocally; the canonical is its own", () => {
  const byUrl = new Map(pages.filter((page) => routes.some((route) => route.path === page.path)).map((page) => [url(page.path), page]));
  for (const route of routes) {
    const page = byUrl.get(url(route.path))!;
    const at = route.path;
    const links = hreflangsOf(page);
    const counterparts = routes.filter((other) => other.page === route.page);
    if (counterparts.length === 1) {
      expect(links, at).toEqual({});
      continue;
    }
    // Every page its content translates, itself included, and the German page for every other language.
    const german = counterparts.find((other) => other.language === defaultLanguage)!;
    expect(links, at).toEqual({
      ...Object.fromEntries(counterparts.map((other) => [other.language, url(other.path)])),
      "x-default": url(german.path),
    });
    expect(page.document.querySelector('head link[rel="canonical"]')?.getAttribute("href"), at).toBe(links[route.language]);
    // Each page it names is built and names the same set.
    for (const href of Object.values(links)) expect([at, hreflangsOf(byUrl.get(href)!)]).toEqual([at, links]);
  }
});

test("no page shows an interface string of another language, except where marked as that language", () => {
  for (const page of pages) {
    const foreign = foreignInterfaceStrings(page.language);
    const found = textsOf(page.document.querySelector("body")!, page.language)
      .filter(({ language }) => language === page.language)
      .flatMap(({ text }) => foreign.filter(({ pattern }) => pattern.test(text)).map(({ language }) => `${language}: ${text}`));
    expect(found, page.path).toEqual([]);
  }
});

test("the sitemap lists every page's alternates as its head names them", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const xml = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).join("");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry);
  const listed = new Map(
    entries.map((entry) => [
      /<loc>([^<]+)<\/loc>/.exec(entry)![1],
      Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
      ),
    ]),
  );
  for (const route of routes) {
    const page = pages.find((candidate) => candidate.path === route.path)!;
    expect([route.path, listed.get(url(route.path))]).toEqual([route.path, hreflangsOf(page)]);
  }
});

test("no page in another language than German opens a quotation with the German mark „ outside text marked as German", () => {
  for (const page of pages.filter(({ language }) => language !== defaultLanguage)) {
    const german = textsOf(page.document.querySelector("body")!, page.language).filter(
      ({ text, language }) => language === page.language && text.includes("„"),
    );
    expect(german, page.path).toEqual([]);
  }
});

// Content declares countries by their ISO codes (content/company.de.md): a translated page names them in its language.
test("no translated page names a declared country in German (a placeholder in square brackets aside)", () => {
  const countries: string[] = [];
  JSON.stringify(content("company.md"), (key, value: unknown) => {
    if (key === "country" && typeof value === "string" && !value.startsWith("["))
      countries.push(...value.split(",").map((code) => code.trim()));
    return value;
  });
  expect(countries.length).toBeGreaterThan(0);
  const name = (language: string, code: string) => new Intl.DisplayNames(language, { type: "region" }).of(code)!;
  for (const page of pages.filter(({ language }) => language !== defaultLanguage)) {
    const german = countries
      .map((code) => name(defaultLanguage, code))
      .filter((word, index) => word !== name(page.language, countries[index]));
    const text = textsOf(page.document.querySelector("body")!, page.language)
      .filter(({ language }) => language === page.language)
      .map(({ text }) => text.replace(/\[[^\]]*\]/g, ""))
      .join("\n");
    const named = german.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, "u").test(text));
    expect(named, page.path).toEqual([]);
  }
});
