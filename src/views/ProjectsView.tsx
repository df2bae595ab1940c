import { PageHeading } from "../components/layout/PageHeading";
import type { ProjectCardData } from "../components/ui/ProjectCard";
import ProjectDetails from "../islands/project-details";
import { useLabels } from "../i18n/language";

export interface ProjectsViewProps {
  title: string;
  intro: string;
  projects: readonly ProjectCardData[];
}

/** The projects page: each project's details open in a modal, so at most one is open at a time. */
export function ProjectsView({ title, intro, projects }: ProjectsViewProps) {
  const labels = useLabels();
  return (
    <>
      <PageHeading backLabel={labels.backToStart} title={title} intro={intro} />
      <ProjectDetails projects={projects} />
    </>
  );
}
