// The attributes the build writes and the browser reads: framework- and DOM-free, so both share them.
/** The attribute that marks an island's root in the HTML; its value is the island's name (its file in src/islands/). */
export const ISLAND = "data-island";
/** The attribute that holds the props the build rendered the island with, as JSON: only islands that hydrate have it. */
export const ISLAND_PROPS = "data-props";
/** Set once hydrated. */
export const ISLAND_HYDRATED = "data-hydrated";
/** The attribute of the style element holding a page's server-rendered rules: their ids, space-separated. */
export const EMOTION_IDS = "data-emotion-ids";
