import { useState } from "react";
import { PageHeading } from "../components/layout/PageHeading";
import { ProjectCard, type ProjectCardData } from "../components/ui/ProjectCard";
import { cardGrid } from "../components/ui/card-grid";
import { labels } from "../i18n/de";

export interface ProjectsViewProps {
  title: string;
  intro: string;
  projects: readonly ProjectCardData[];
}

/** The projects page: at most one project's details are open at a time. */
export function ProjectsView({ title, intro, projects }: ProjectsViewProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <PageHeading backLabel={labels.backToStart} title={title} intro={intro} />
      <ul css={cardGrid}>
        {projects.map((project) => (
          <li key={project.name}>
            <ProjectCard {...project} isSelected={selected === project.name} onSelect={setSelected} />
          </li>
        ))}
      </ul>
    </>
  );
}
