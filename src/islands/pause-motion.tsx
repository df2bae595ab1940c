// The hero's pause control, an island inside the hero's (which does not hydrate).
import { PauseMotionButton } from "../components/motion/PauseMotionButton";

export default PauseMotionButton;

// Answers only a press; until then the page runs no framework for the hero.
export const wake = "intent";
