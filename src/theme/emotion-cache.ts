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
  // The production server gives every script and style of a response the nonce its
  // Content-Security-Policy allows; rules inserted later carry the same one. (Browsers
  // hide the attribute's value, but the `nonce` property keeps it.)
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  const cache = createCache({ key: "css", nonce });
  for (const style of document.querySelectorAll(`style[${ssrIdsAttribute}]`)) {
    for (const id of style.getAttribute(ssrIdsAttribute)!.split(" ")) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
