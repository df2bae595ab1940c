/** A page as the sitemap's query returns it; the blog's pages carry their last change in their context (blog-pages.ts). */
interface SitemapPage {
  path: string;
  pageContext?: { lastModified?: string | null } | null;
}

/** One sitemap entry: the page, and its last change where the build knows it (every article and list page of the blog). */
export function sitemapEntry(page: SitemapPage) {
  const lastmod = page.pageContext?.lastModified;
  return lastmod ? { url: page.path, lastmod } : { url: page.path };
}

/** gatsby-plugin-sitemap's options: its own query plus each page's context, which holds the last change. */
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
