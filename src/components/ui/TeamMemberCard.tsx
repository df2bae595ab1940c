import { css } from "@emotion/react";
import { FlipCard } from "../motion/FlipCard";
import { ResponsiveImage } from "./ResponsiveImage";
import { useLabels } from "../../i18n/language";
import type { WithImage } from "../../fragments/image";
import { colors, gradient, radius, shadow, space } from "../../theme/tokens";

export type TeamMemberCardData = WithImage<Queries.TeamPageQuery["allTeamMember"]["nodes"][number]>;

const face = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 22rem;
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  text-align: center;
`;

const front = css`
  ${face};
  color: ${colors.onColor};
  h2 {
    margin: ${space.md} 0 0;
    font-size: 1.35rem;
  }
`;

const photo = css`
  width: 10rem;
  height: 10rem;
  border-radius: 50%;
  border: 4px solid rgba(255, 255, 255, 0.8);
`;

const back = css`
  ${face};
  background: ${colors.paper};
  p {
    margin: 0 0 ${space.md};
    font-weight: 700;
  }
  blockquote {
    margin: 0 0 ${space.lg};
    color: ${colors.inkMuted};
    font-style: italic;
  }
`;

const links = css`
  display: flex;
  gap: ${space.lg};
  flex-wrap: wrap;
  justify-content: center;
  a {
    display: inline-block;
    padding: ${space.xs} 0;
    font-weight: 600;
  }
`;

/** A founder: photo and name on the front; role, quote and external links on the back. */
export function TeamMemberCard(member: TeamMemberCardData) {
  const labels = useLabels();
  return (
    <FlipCard
      label={member.name}
      front={
        <div css={front} style={{ background: gradient(member.gradient) }}>
          <ResponsiveImage image={member.image} alt={member.imageAlt} css={photo} />
          <h2>{member.name}</h2>
        </div>
      }
      back={
        <div css={back}>
          <p>{member.role}</p>
          <blockquote>{labels.quoted(member.passion)}</blockquote>
          <div css={links}>
            <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
              {labels.linkedin}
              <span className="visually-hidden"> – {member.name}</span>
            </a>
            <a href={member.webpage} target="_blank" rel="noopener noreferrer">
              {labels.website}
              <span className="visually-hidden"> – {member.name}</span>
            </a>
          </div>
        </div>
      }
    />
  );
}
