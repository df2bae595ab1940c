import { useState } from "react";
import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import { ProjectCard, type ProjectCardData } from "../components/ui/ProjectCard";
import { labels } from "../i18n/de";
import { mq, space } from "../theme/tokens";

export interface ProjectsViewProps {
  title: string;
  intro: string;
  projects: readonly ProjectCardData[];
}

const grid = css`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The projects page: at most one project's details are open at a time. */
export function ProjectsView({ title, intro, projects }: ProjectsViewProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <PageHeading backLabel={labels.backToStart} title={title} intro={intro} />
      <ul css={grid}>
        {projects.map((project) => (
          <li key={project.name}>
            <ProjectCard {...project} isSelected={selected === project.name} onSelect={setSelected} />
          </li>
        ))}
      </ul>
    </>
  );
}
