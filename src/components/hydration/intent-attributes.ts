/**
 * The attributes an on-intent page's parts and the script loader (load-scripts-after-paint.ts)
 * share: a part a visitor reaches for to start Gatsby's scripts, a part whose scrolling into
 * view starts them, the mark of a part that runs (the loader no longer holds its clicks), and
 * the mark of a click the loader held back.
 */
export const WAITS_FOR_INTENT = "data-waits-for-intent";
export const WAITS_FOR_VIEW = "data-waits-for-view";
export const INTERACTIVE = "data-interactive";
export const PENDING_CLICK = "data-pending-click";

/**
 * A part that moves without being touched (the Webdesign hero): its script, the webpack entry
 * `MOTION_ENTRY` beside Gatsby's app (gatsby-node.ts), loads with the page, while the app waits.
 */
export const MOVES_ON_ITS_OWN = "data-moves-on-its-own";
export const MOTION_ENTRY = "hero-motion";
