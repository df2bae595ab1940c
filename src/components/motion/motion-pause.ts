/**
 * Whether the visitor paused the moving content (WCAG 2.2.2), shared by every pause control
 * and every animation of the page: the islands share this module. It lives in memory and is
 * gone when the visitor opens another page or reloads. It is deliberately not kept in cookies,
 * localStorage or sessionStorage: the site stores nothing on the visitor's device (§ 25 TDDDG, see
 * the privacy policy), and a pause needs no consent banner.
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
