/**
 * The attributes an on-intent page's parts and the script loader (load-scripts-after-paint.ts)
 * share: a part a visitor reaches for (or scrolls into view) to start Gatsby's scripts, the mark
 * of a part that runs (the loader no longer holds its clicks), and of a click it held back.
 */
export const WAITS_FOR_INTENT = "data-waits-for-intent";
export const WAITS_FOR_VIEW = "data-waits-for-view";
export const INTERACTIVE = "data-interactive";
export const PENDING_CLICK = "data-pending-click";

/** The attributes of a part that waits for a visitor, marked as running once `interactive`. */
export const waitingPart = (interactive: boolean) => ({ [WAITS_FOR_INTENT]: "", [INTERACTIVE]: interactive || undefined });

/** A part that moves untouched (the Webdesign hero), and its script: a webpack entry beside Gatsby's app (gatsby-node.ts). */
export const MOVES_ON_ITS_OWN = "data-moves-on-its-own";
export const MOTION_ENTRY = "hero-motion";
