// The browser opens the details itself; the island does where it cannot yet (project-details.client.ts).
import { ProjectList } from "../components/ui/ProjectCard";

export default ProjectList;

// Where the browser lacks invoker commands, they are in place before a visitor reaches for one.
export const wake = "idle";
