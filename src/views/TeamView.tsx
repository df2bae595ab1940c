import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import { TeamMemberCard, type TeamMemberCardData } from "../components/ui/TeamMemberCard";
import { labels } from "../i18n/de";
import { island } from "../lib/islands/island";
import { mq, space } from "../theme/tokens";

export interface TeamViewProps {
  title: string;
  intro: string;
  members: readonly TeamMemberCardData[];
}

const grid = css`
  display: grid;
  gap: ${space.xl};
  max-width: 52rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// Each founder's card turns over by itself, an island of its own (src/islands/team-member-card.tsx).
const TeamMemberCardIsland = island("team-member-card", TeamMemberCard);

export function TeamView({ title, intro, members }: TeamViewProps) {
  return (
    <>
      <PageHeading backLabel={labels.backToStart} title={title} intro={intro} />
      <ul css={grid}>
        {members.map((member) => (
          <li key={member.name}>
            <TeamMemberCardIsland {...member} />
          </li>
        ))}
      </ul>
    </>
  );
}
