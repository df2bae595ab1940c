// When an island wakes (README, "When an island wakes"): DOM-free, so the build's checks and the browser share it.

/** The words an island file may give as `export const wake = "…"`. */
export const WAKES = [
  /** As soon as the page is painted: what is in view and must move at once (the hero's motion). */
  "paint",
  /** When any of it comes into the viewport (a visitor scrolls to it). */
  "visible",
  /** When the browser is next idle after the first paint. */
  "idle",
  /** At the first pointer, touch or focus on it (or on an element that names it): what only answers a touch. */
  "intent",
] as const;

export type Wake = (typeof WAKES)[number];

/** For an island file that does not say. */
export const DEFAULT_WAKE: Wake = "visible";

export const isWake = (word: unknown): word is Wake => (WAKES as readonly unknown[]).includes(word);
