import { hydrateIsland } from "../lib/islands/hydrate";
import { PauseMotionButton } from "../components/motion/PauseMotionButton";

hydrateIsland("pause-motion", PauseMotionButton);
