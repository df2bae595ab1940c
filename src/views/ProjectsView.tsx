import { PageHeading } from "../components/layout/PageHeading";
import type { ProjectCardData } from "../components/ui/ProjectCard";
import ProjectDetails from "../islands/project-details";

export function ProjectsView({ title, intro, projects }: { title: string; intro: string; projects: readonly ProjectCardData[] }) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <ProjectDetails projects={projects} />
    </>
  );
}
