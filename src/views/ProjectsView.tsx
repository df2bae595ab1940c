import { PageHeading } from "../components/layout/PageHeading";
import { ProjectCard, type ProjectCardData } from "../components/ui/ProjectCard";
import { cardGrid } from "../components/ui/card-grid";
import { island } from "../lib/islands/island";
import { labels } from "../i18n/de";

export interface ProjectsViewProps {
  title: string;
  intro: string;
  projects: readonly ProjectCardData[];
}

function ProjectList({ projects }: { projects: readonly ProjectCardData[] }) {
  return (
    <ul css={cardGrid}>
      {projects.map((project, index) => (
        <li key={project.name}>
          <ProjectCard {...project} index={index} />
        </li>
      ))}
    </ul>
  );
}

// The browser opens the details itself; the island does where it cannot yet (src/islands/project-details.ts).
const ProjectListIsland = island("project-details", ProjectList, { hydrates: false });

/** The projects page: each project's details open in a modal, so at most one is open at a time. */
export function ProjectsView({ title, intro, projects }: ProjectsViewProps) {
  return (
    <>
      <PageHeading backLabel={labels.backToStart} title={title} intro={intro} />
      <ProjectListIsland projects={projects} />
    </>
  );
}
