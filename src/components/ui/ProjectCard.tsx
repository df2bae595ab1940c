import { css } from "@emotion/react";
import { useLabels, useLanguage } from "../../i18n/language";
import { LabelText, labelLang } from "./LabelText";
import { colors, gradient, radius, shadow, space, unscripted } from "../../theme/tokens";
import { quietButton } from "./button-styles";
import { ProjectModal } from "./ProjectModal";
import { invokes } from "./dialog-commands";
import { cardGrid } from "./card-grid";
import type { WithImage } from "../../fragments/image";
import { fragmentIds } from "../layout/fragment-ids";

export type ProjectCardData = WithImage<Queries.ProjectsPageQuery["allProject"]["nodes"][number]>;

const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  /* On paper a card may run onto the next page, which its clipped box in a grid would cut off. */
  @media print {
    display: block;
    height: auto;
    overflow: visible;
    box-shadow: none;
    border: 1px solid ${colors.line};
  }
`;

const band = css`
  padding: ${space.lg};
  color: ${colors.onColor};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: ${space.xs} 0 0;
    font-weight: 600;
  }
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.lg};
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  > button {
    ${unscripted} {
      display: none;
    }
  }
`;

/** A project; "More Info" opens its details by invoker commands, which the page's island supplies where a browser lacks them. */
function ProjectCard({ index, ...project }: ProjectCardData & { index: number }) {
  const labels = useLabels();
  const dialogId = fragmentIds.project(index + 1);
  return (
    <article css={card}>
      <div css={band} style={{ background: gradient(project.gradient) }}>
        <h2>{project.name}</h2>
        <p>{project.type}</p>
      </div>
      <div css={body}>
        <p>{project.description}</p>
        <button type="button" css={quietButton} aria-haspopup="dialog" {...invokes("show-modal", dialogId)} {...labelLang(labels.moreInfo)}>
          <LabelText label={labels.moreInfo} />
          {/* The project's name is in the page's language, inside a button whose label may be English. */}
          <span className="visually-hidden" lang={useLanguage()}>
            : {project.name}
          </span>
        </button>
      </div>
      <ProjectModal project={project} id={dialogId} />
    </article>
  );
}

// On paper one project below the other, each with its details (ProjectModal).
const printList = css`
  @media print {
    display: block;
    > li + li {
      margin-top: ${space.lg};
    }
  }
`;

export function ProjectList({ projects }: { projects: readonly ProjectCardData[] }) {
  return (
    <ul css={[cardGrid, printList]}>
      {projects.map((project, index) => (
        <li key={project.name}>
          <ProjectCard {...project} index={index} />
        </li>
      ))}
    </ul>
  );
}
