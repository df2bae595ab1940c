import { hreflangLinks, type Language } from "../../core/languages";

/** What a page's context tells the sitemap: its last change (the blog's pages, blog-pages.ts) and its counterparts (gatsby-node.ts). */
interface SitemapPageContext {
  lastModified?: string | null;
  alternates?: Partial<Record<Language, string>> | null;
}

/** One sitemap entry: the page, its last change and its alternates (as its head names them), where its context carries them. */
export function sitemapEntry(page: { path: string; pageContext?: SitemapPageContext | null }) {
  const lastmod = page.pageContext?.lastModified;
  const links = hreflangLinks(page.pageContext?.alternates);
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
