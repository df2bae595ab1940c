/** One sitemap entry: the page, and its last change where its context carries one (the blog's pages, blog-pages.ts). */
export function sitemapEntry(page: { path: string; pageContext?: { lastModified?: string | null } | null }) {
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
