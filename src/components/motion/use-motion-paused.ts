import { useSyncExternalStore } from "react";
import { isMotionPaused, subscribeToMotionPause } from "./motion-pause";

/** True while the visitor has paused the motion. Apart from motion-pause.ts, which the hero's island uses without a framework. */
export const useMotionPaused = (): boolean => useSyncExternalStore(subscribeToMotionPause, isMotionPaused, () => false);
