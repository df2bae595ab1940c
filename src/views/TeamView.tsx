import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import type { TeamMemberCardData } from "../components/ui/TeamMemberCard";
import TeamMemberCard from "../islands/team-member-card";
import { mq, space } from "../theme/tokens";

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

export function TeamView({ title, intro, members }: { title: string; intro: string; members: readonly TeamMemberCardData[] }) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <ul css={grid}>
        {members.map((member) => (
          <li key={member.name}>
            <TeamMemberCard {...member} />
          </li>
        ))}
      </ul>
    </>
  );
}
