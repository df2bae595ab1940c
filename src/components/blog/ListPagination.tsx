import { css } from "@emotion/react";
import { usePageLabels } from "../../i18n/language";
import { colors, space } from "../../theme/tokens";

export interface Pagination {
  page: number;
  pageCount: number;
  newerPath: string | null;
  olderPath: string | null;
}

const nav = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.line};
  a {
    display: inline-block;
    padding: ${space.sm} 0;
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

/** Links to newer and older articles; each says where it goes ("Ältere Beiträge, Seite 2 von 3"): screen readers ignore `rel`. */
export function ListPagination({ page, pageCount, newerPath, olderPath }: Pagination) {
  const words = usePageLabels();
  if (pageCount < 2) return null;
  const ofPages = (target: number) => words.pageOf(target, pageCount);
  return (
    <nav css={nav} aria-label={words.blogPagination}>
      {newerPath ? (
        <a href={newerPath} rel="prev">
          <span aria-hidden="true">←&nbsp;</span>
          {words.newerArticles}
          <span className="visually-hidden">, {ofPages(page - 1)}</span>
        </a>
      ) : (
        <span />
      )}
      <p>{ofPages(page)}</p>
      {olderPath ? (
        <a href={olderPath} rel="next">
          {words.olderArticles}
          <span className="visually-hidden">, {ofPages(page + 1)}</span>
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
