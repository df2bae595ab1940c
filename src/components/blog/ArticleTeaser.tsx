import { css } from "@emotion/react";
import { useLanguage, usePageLabels } from "../../i18n/language";
import { colors, radius, shadow, space } from "../../theme/tokens";
import { ArticleDates } from "./ArticleDates";
import { TopicLinks } from "./TopicLinks";
import { articlePath } from "./article-path";

const card = css`
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  overflow-wrap: break-word;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 ${space.md};
  }
`;

const meta = css`
  color: ${colors.inkMuted};
  font-size: 0.95rem;
`;

export function ArticleTeaser(article: Queries.ArticleTeaserFieldsFragment) {
  const words = usePageLabels();
  return (
    <article css={card}>
      <h2>
        <a href={articlePath(article.slug, useLanguage())}>{article.title}</a>
        {article.draft && <> ({words.draft})</>}
      </h2>
      <p css={meta}>
        <ArticleDates date={article.date} updated={article.updated} /> · {words.byAuthor} {article.authorProfile.name}
      </p>
      <p>{article.description}</p>
      <TopicLinks topics={article.topicList} label={`${words.topicsOfArticle}: ${article.title}`} />
    </article>
  );
}
