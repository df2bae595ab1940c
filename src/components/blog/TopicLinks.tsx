import { css } from "@emotion/react";
import { colors, radius, space } from "../../theme/tokens";

export type TopicLink = Queries.ArticleTeaserFieldsFragment["topicList"][number];

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.line};
    border-radius: ${radius.round};
    color: ${colors.primary};
    font-size: 0.9rem;
  }
`;

export function TopicLinks({ topics, label }: { topics: readonly TopicLink[]; label: string }) {
  return (
    <ul css={list} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.path}>
          <a href={topic.path}>{topic.label}</a>
        </li>
      ))}
    </ul>
  );
}
