// The script the Webdesign page loads with itself, a webpack entry beside Gatsby's app
// (gatsby-node.ts): the hero moves before, and without, the app, which waits for a visitor.
import { MOVES_ON_ITS_OWN } from "../hydration/intent-attributes";
import { startHeroMotion } from "./hero-motion";

document.querySelectorAll<HTMLElement>(`[${MOVES_ON_ITS_OWN}]`).forEach((hero) => startHeroMotion(hero));
