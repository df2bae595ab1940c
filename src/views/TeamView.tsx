import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import type { TeamMemberCardData } from "../components/ui/TeamMemberCard";
import TeamMemberCard from "../islands/team-member-card";
import { space } from "../theme/tokens";
import { cardGrid } from "../components/ui/card-grid";

const grid = css`
  ${cardGrid};
  gap: ${space.xl};
  max-width: 52rem;
  margin: 0 auto;
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
