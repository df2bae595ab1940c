import { shareImagePath } from "../../src/components/layout/share-image";
import { NOINDEX_PATHS } from "../../core/noindex-paths";

/** Every built page with its page context: each carries its own title (gatsby-node.ts, gatsby/blog/blog-pages.ts). */
export const SHARE_IMAGE_PAGES_QUERY = `
  query ShareImagePages {
    company { name }
    allSitePage { nodes { path pageContext } }
  }
`;

export type ShareImagePagesData = {
  company: { name: string } | null;
  allSitePage: { nodes: { path: string; pageContext?: { pageTitle?: string } | null }[] };
};

export interface ShareImagePage {
  /** Where the image goes on the site, as the page's `og:image` names it. */
  imagePath: string;
  title: string;
}

/** The share image of every indexed page, with the title its page context carries. */
export function shareImagePages(data: ShareImagePagesData): ShareImagePage[] {
  return data.allSitePage.nodes
    .filter(({ path, pageContext }) => pageContext?.pageTitle && !(NOINDEX_PATHS as readonly string[]).includes(path))
    .map(({ path, pageContext }) => ({ imagePath: shareImagePath(path), title: pageContext!.pageTitle! }));
}
