import { islandRoots } from "../lib/islands/island-roots";
import { startHeroMotion } from "../components/motion/hero-motion";

// The hero's icons move on its HTML as it is: no component to hydrate, no framework (hero-motion.ts).
for (const { root } of islandRoots("hero-motion")) startHeroMotion(root.firstElementChild as HTMLElement);
