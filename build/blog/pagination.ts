/** Articles per list page: /blog/ shows the newest ten, /blog/seite/2/ the next ten, and so on. */
export const ARTICLES_PER_PAGE = 10;

export interface ListPage {
  /** 1 for the first page. */
  page: number;
  pageCount: number;
  skip: number;
  limit: number;
}

/** The places of the pages of a list of `count` articles; one page even without articles. */
export function listPages(count: number): ListPage[] {
  const pageCount = Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    skip: index * ARTICLES_PER_PAGE,
    limit: ARTICLES_PER_PAGE,
  }));
}
