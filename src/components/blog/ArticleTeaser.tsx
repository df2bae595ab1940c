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

export function ArticleTeaser({
  slug,
  title,
  description,
  date,
  updated,
  authorProfile,
  topicList,
  draft,
}: Queries.ArticleTeaserFieldsFragment) {
  const words = usePageLabels();
  return (
    <article css={card}>
      <h2>
        <a href={articlePath(slug, useLanguage())}>{title}</a>
        {draft && <> ({words.draft})</>}
      </h2>
      <p css={meta}>
        <ArticleDates date={date} updated={updated} /> · {words.byAuthor} {authorProfile.name}
      </p>
      <p>{description}</p>
      <TopicLinks topics={topicList} label={`${words.topicsOfArticle}: ${title}`} />
    </article>
  );
}
