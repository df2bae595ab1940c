/**
 * Selectors for the two ways a page is seen: `scripted` once JavaScript runs (the `js`
 * class is set in the head before the first paint), `unscripted` without it.
 */
export const scripted = "html.js &";
export const unscripted = "html:not(.js) &";
