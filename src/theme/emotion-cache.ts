import createCache, { type EmotionCache } from "@emotion/cache";

/** The attribute of the style element holding a page's server-rendered rules: their ids, space-separated. */
export const ssrIdsAttribute = "data-emotion-ids";

/**
 * The browser's emotion cache. It adopts the rules the server wrote into the head by
 * their ids, so no component inserts them again, and leaves their style element where
 * it is: emotion's own adoption moves server-rendered style elements to the end of the
 * head, which makes the browser recalculate every style on the page during start-up.
 */
export function createBrowserCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  for (const style of document.querySelectorAll(`style[${ssrIdsAttribute}]`)) {
    for (const id of style.getAttribute(ssrIdsAttribute)!.split(" ")) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
