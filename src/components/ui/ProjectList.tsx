import { ProjectCard, type ProjectCardData } from "./ProjectCard";
import { cardGrid } from "./card-grid";

/** The projects as cards; each card's "More Info" opens its details in a modal. */
export function ProjectList({ projects }: { projects: readonly ProjectCardData[] }) {
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
