/**
 * The attributes an on-intent page's parts and the script loader (load-scripts-after-paint.ts)
 * share: a part a visitor reaches for to start Gatsby's scripts, the mark of a part that runs
 * (the loader no longer holds its clicks), and the mark of a click the loader held back.
 */
export const WAITS_FOR_INTENT = "data-waits-for-intent";
export const INTERACTIVE = "data-interactive";
export const PENDING_CLICK = "data-pending-click";
