/**
 * The attributes an on-intent page's parts and the script loader (load-scripts-after-paint.ts)
 * share: a part a visitor reaches for to start Gatsby's scripts, and the mark of a click the
 * loader held back until the part could take it.
 */
export const WAITS_FOR_INTENT = "data-waits-for-intent";
export const PENDING_CLICK = "data-pending-click";
