/** Articles per list page: /blog/ shows the newest ten, /blog/seite/2/ the next ten, and so on. */
export const ARTICLES_PER_PAGE = 10;

export interface ListPage {
  path: string;
  /** 1 for the first page. */
  page: number;
  pageCount: number;
  skip: number;
  limit: number;
  /** The page with newer articles, or null on the first. */
  newerPath: string | null;
  /** The page with older articles, or null on the last. */
  olderPath: string | null;
}

/** The address of page `page` of the list at `basePath` ("/blog/" → "/blog/seite/2/"). */
export const listPagePath = (basePath: string, page: number) => (page === 1 ? basePath : `${basePath}seite/${page}/`);

/** The pages of a list of `count` articles at `basePath`; one page even without articles. */
export function listPages(basePath: string, count: number): ListPage[] {
  const pageCount = Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    return {
      path: listPagePath(basePath, page),
      page,
      pageCount,
      skip: index * ARTICLES_PER_PAGE,
      limit: ARTICLES_PER_PAGE,
      newerPath: page > 1 ? listPagePath(basePath, page - 1) : null,
      olderPath: page < pageCount ? listPagePath(basePath, page + 1) : null,
    };
  });
}
