import { shareImagePath } from "../../src/components/layout/share-image";
import { NOINDEX_PATHS } from "../../core/noindex-paths";

/** Every page's title as the page's own query reads it, and the pages that were built. */
export const SHARE_IMAGE_PAGES_QUERY = `
  query ShareImagePages {
    company { name }
    homePage { seo { title } }
    allServicePage { nodes { slug seo { title } } }
    allWebdesignPage { nodes { slug seo { title } } }
    allLegalPage { nodes { slug seo { title } } }
    allPageText { nodes { slug seo { title } } }
    allSitePage { nodes { path pageContext } }
  }
`;

/** The page types whose address is their content file's slug. */
const TITLED = ["allServicePage", "allWebdesignPage", "allLegalPage", "allPageText"] as const;

export type ShareImagePagesData = Record<(typeof TITLED)[number], { nodes: { slug: string; seo: { title: string } }[] }> & {
  company: { name: string } | null;
  homePage: { seo: { title: string } } | null;
  allSitePage: { nodes: { path: string; pageContext?: { pageTitle?: string } | null }[] };
};

export interface ShareImagePage {
  /** Where the image goes on the site, as the page's `og:image` names it. */
  imagePath: string;
  title: string;
}

/**
 * The share image of every indexed page: the start page from content/home.de.md, every other
 * page from the content file whose slug is its address (`/team/` from the page text `team`),
 * each with the title its `Seo` head shows; the blog's pages carry their title in their page
 * context (build/blog/blog-pages.ts). A slug without a built page is skipped, as are the pages
 * search engines should not list.
 */
export function shareImagePages(data: ShareImagePagesData): ShareImagePage[] {
  const built = new Set(data.allSitePage.nodes.map((page) => page.path));
  const titles = new Map<string, string>();
  if (data.homePage) titles.set("/", data.homePage.seo.title);
  for (const { slug, seo } of TITLED.flatMap((type) => data[type].nodes)) titles.set(`/${slug}/`, seo.title);
  for (const { path, pageContext } of data.allSitePage.nodes) {
    if (pageContext?.pageTitle) titles.set(path, pageContext.pageTitle);
  }
  return [...titles]
    .filter(([pathname]) => built.has(pathname) && !(NOINDEX_PATHS as readonly string[]).includes(pathname))
    .map(([pathname, title]) => ({ imagePath: shareImagePath(pathname), title }));
}
