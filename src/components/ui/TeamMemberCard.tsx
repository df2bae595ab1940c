import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { labels } from "../../i18n/de";
import { colors, gradient, radius, shadow, space } from "../../theme/tokens";

export interface TeamMemberCardData {
  name: string;
  role: string;
  passion: string;
  image: IGatsbyImageData;
  imageAlt: string;
  gradient: readonly string[];
  linkedin: string;
  webpage: string;
}

const card = css`
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
`;

const front = css`
  padding: ${space.lg} ${space.lg} ${space.md};
  color: ${colors.paper};
  text-align: center;
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
  padding: ${space.lg};
  p {
    margin: 0 0 ${space.md};
  }
  blockquote {
    margin: 0 0 ${space.lg};
    padding-left: ${space.md};
    border-left: 3px solid ${colors.primary};
    color: ${colors.inkMuted};
    font-style: italic;
  }
`;

const links = css`
  display: flex;
  gap: ${space.md};
  flex-wrap: wrap;
  a {
    display: inline-block;
    padding: ${space.xs} 0;
    font-weight: 600;
  }
`;

/** A founder: photo and name, then role, quote and external links. */
export function TeamMemberCard(member: TeamMemberCardData) {
  return (
    <article css={card}>
      <div css={front} style={{ background: gradient(member.gradient) }}>
        <GatsbyImage image={member.image} alt={member.imageAlt} css={photo} />
        <h2>{member.name}</h2>
      </div>
      <div css={back}>
        <p>{member.role}</p>
        <blockquote>„{member.passion}“</blockquote>
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
    </article>
  );
}
