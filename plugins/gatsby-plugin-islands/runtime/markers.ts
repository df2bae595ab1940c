// The attributes, events and data the build writes and the browser reads: framework- and DOM-free, so both share them.
/** The attribute that marks an island's root in the HTML; its value is the island's name (its file in src/islands/). */
export const ISLAND = "data-island";
/** The attribute that holds the props the build rendered the island with, as JSON: only islands that hydrate have it. */
export const ISLAND_PROPS = "data-props";
/** The attribute that says when the island wakes (one of WAKES in wake-choices.ts). */
export const ISLAND_WAKE = "data-wake";
/** Set on a root once its trigger fired: its island's script runs it as soon as it has loaded. */
export const ISLAND_WOKEN = "data-woken";
/** Set once hydrated. */
export const ISLAND_HYDRATED = "data-hydrated";
/** On an element outside an island that the island answers (a call to action of the contact dialog): the island's name. */
export const WAKES_ISLAND = "data-wakes";
/** Dispatched on a root when its trigger fired, for its island's script. */
export const WAKE_EVENT = "islandwake";
/** Dispatched on a root once its island runs on it (hydrated, or enhanced): the taps held for it go to it then. */
export const AWAKE_EVENT = "islandawake";
/** The attribute of the page's JSON element that lists, per island on the page, the files it loads (entry last). */
export const ISLAND_FILES = "data-island-files";
/** The attribute of the style element holding a page's server-rendered rules: their ids, space-separated. */
export const EMOTION_IDS = "data-emotion-ids";

/** A third-party script a page adds after its first paint (the plugin's option `scriptsAfterPaint`). */
export interface ScriptAfterPaint {
  src: string;
}
