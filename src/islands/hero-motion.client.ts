// The hero's icons move on its HTML as it is: no component to hydrate, no framework (components/motion/hero-motion.ts).
import { startHeroMotion } from "../components/motion/hero-motion";

export default (root: HTMLElement) => startHeroMotion(root.firstElementChild as HTMLElement);
