/**
 * Whether the visitor paused the moving content (WCAG 2.2.2), shared by every island of the page. Kept in memory
 * only: the site stores nothing on the visitor's device (§ 25 TDDDG, see the privacy policy).
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
