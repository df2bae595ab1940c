import { css } from "@emotion/react";
import { labels } from "../../i18n/de";
import { colors, radius, shadow, space } from "../../theme/tokens";
import { ArticleDates } from "./ArticleDates";
import { TopicLinks, type TopicLink } from "./TopicLinks";

export interface ArticleTeaserData {
  path: string;
  title: string;
  description: string;
  date: string;
  updated: string | null;
  authorName: string;
  topics: readonly TopicLink[];
  draft: boolean;
}

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

/** One article in a list: linked headline, dates, author, description, topics. */
export function ArticleTeaser({ path, title, description, date, updated, authorName, topics, draft }: ArticleTeaserData) {
  return (
    <article css={card}>
      <h2>
        <a href={path}>{title}</a>
        {draft && <> ({labels.draft})</>}
      </h2>
      <p css={meta}>
        <ArticleDates date={date} updated={updated} /> · {labels.byAuthor} {authorName}
      </p>
      <p>{description}</p>
      <TopicLinks topics={topics} label={`${labels.topicsOfArticle}: ${title}`} />
    </article>
  );
}
