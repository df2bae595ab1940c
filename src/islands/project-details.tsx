// The browser opens the details itself; the island does where it cannot yet (project-details.client.ts).
import { ProjectList } from "../components/ui/ProjectCard";

export default ProjectList;
