import { defaultLanguage, languages, type Language } from "../../core/languages";

/** What a page's context tells the sitemap: its last change (the blog's pages, blog-pages.ts) and its counterparts (gatsby-node.ts). */
interface SitemapPageContext {
  lastModified?: string | null;
  alternates?: Partial<Record<Language, string>> | null;
}

/**
 * A page's `<xhtml:link rel="alternate">`s, its address in each language and `x-default`, as its hreflang links name them
 * (Seo.tsx); none without a counterpart. The sitemap writer makes each `url` absolute.
 */
function alternateLinks(alternates: SitemapPageContext["alternates"]) {
  const links = languages.flatMap(({ code }) => (alternates?.[code] ? [{ lang: code, url: alternates[code] }] : []));
  if (links.length < 2) return [];
  const fallback = alternates?.[defaultLanguage];
  return fallback ? [...links, { lang: "x-default", url: fallback }] : links;
}

/** One sitemap entry: the page, its last change and its alternates, where its context carries them. */
export function sitemapEntry(page: { path: string; pageContext?: SitemapPageContext | null }) {
  const lastmod = page.pageContext?.lastModified;
  const links = alternateLinks(page.pageContext?.alternates);
  return { url: page.path, ...(lastmod ? { lastmod } : {}), ...(links.length > 0 ? { links } : {}) };
}

/** gatsby-plugin-sitemap's options, its query with each page's context. */
export function sitemapPluginOptions(excludes: string[]) {
  return {
    excludes,
    query: `
      query SitemapPages {
        site { siteMetadata { siteUrl } }
        allSitePage { nodes { path pageContext } }
      }
    `,
    serialize: sitemapEntry,
  };
}
