import { css } from "@emotion/react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { labels } from "../../i18n/de";
import { colors, gradient, radius, shadow, space } from "../../theme/tokens";
import { quietButton } from "./button-styles";

export interface ProjectCardData {
  name: string;
  type: string;
  description: string;
  html: string;
  image: IGatsbyImageData;
  imageAlt: string;
  gradient: readonly string[];
  link: string;
}

const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
`;

const band = css`
  padding: ${space.lg};
  color: ${colors.paper};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: ${space.xs} 0 0;
    font-weight: 600;
    opacity: 0.92;
  }
`;

const body = css`
  flex: 1;
  padding: ${space.lg};
  > p {
    margin: 0 0 ${space.md};
    color: ${colors.inkMuted};
  }
  summary {
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
`;

/** True for links that leave the site; those open in a new tab. */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A project: name, type, short description; "More Info" shows details, image and the project link. */
export function ProjectCard(project: ProjectCardData) {
  return (
    <article css={card}>
      <div css={band} style={{ background: gradient(project.gradient) }}>
        <h2>{project.name}</h2>
        <p>{project.type}</p>
      </div>
      <div css={body}>
        <p>{project.description}</p>
        <details>
          <summary css={quietButton}>{labels.moreInfo}</summary>
          <GatsbyImage image={project.image} alt={project.imageAlt} css={{ borderRadius: radius.sm, margin: `${space.md} 0` }} />
          <div dangerouslySetInnerHTML={{ __html: project.html }} />
          {isExternal(project.link) ? (
            <a href={project.link} target="_blank" rel="noopener noreferrer">
              {labels.goToProject}
            </a>
          ) : (
            <Link to={project.link}>{labels.goToProject}</Link>
          )}
        </details>
      </div>
    </article>
  );
}
