import { hydrateIsland } from "../lib/islands/hydrate";
import { TypewriterSection } from "../sections/webdesign/TypewriterSection";

hydrateIsland("typewriter", TypewriterSection);
