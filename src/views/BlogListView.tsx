import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import { ArticleTeaser } from "../components/blog/ArticleTeaser";
import { ListPagination, type Pagination } from "../components/blog/ListPagination";
import { usePageLabels } from "../i18n/language";
import { layout, space } from "../theme/tokens";

interface BlogListViewProps {
  title: string;
  intro?: string;
  /** On a topic's page: the link back to every article. */
  allArticlesPath?: string;
  articles: readonly Queries.ArticleTeaserFieldsFragment[];
  pagination: Pagination;
}

const list = css`
  display: grid;
  gap: ${space.lg};
  max-width: ${layout.textWidth};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /blog/, its further pages and each topic's page: the articles newest first. */
export function BlogListView({ title, intro, allArticlesPath, articles, pagination }: BlogListViewProps) {
  const words = usePageLabels();
  return (
    <div css={{ maxWidth: layout.textWidth, margin: "0 auto" }}>
      <PageHeading title={title} intro={intro} />
      {allArticlesPath && (
        <p>
          <a href={allArticlesPath}>{words.backToBlog}</a>
        </p>
      )}
      {articles.length === 0 ? (
        <p>{words.noArticles}</p>
      ) : (
        <ul css={list}>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleTeaser {...article} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination {...pagination} />
    </div>
  );
}
