import { useSyncExternalStore } from "react";

/**
 * Whether the visitor paused the moving content (WCAG 2.2.2), shared by every pause control
 * and every animation. It lives in this module, in memory: it survives client-side
 * navigation (the whole visit in a single-page app) and is gone on a reload. It is
 * deliberately not kept in cookies, localStorage or sessionStorage: the privacy policy names the
 * router's scroll positions as the one thing kept on the visitor's device (§ 25 TDDDG), and a
 * pause needs no consent banner.
 */
let paused = false;
const listeners = new Set<() => void>();

export function setMotionPaused(value: boolean): void {
  if (value === paused) return;
  paused = value;
  for (const listener of listeners) listener();
}

export const isMotionPaused = (): boolean => paused;

/** Calls `listener` whenever a pause control is pressed; returns the function that stops it. */
export const subscribeToMotionPause = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the visitor has paused the motion; false on the server and until they do. */
export const useMotionPaused = (): boolean => useSyncExternalStore(subscribeToMotionPause, isMotionPaused, () => false);
