import type { EmotionCache } from "@emotion/cache";

import { EMOTION_IDS } from "./markers";

/**
 * The islands' emotion cache. It adopts the rules the build wrote into the page's head by their
 * ids, so no island inserts them again, and leaves their style element where it is. Emotion's
 * own stylesheet code (its cache and the stylis parser, about a third of emotion's size) loads
 * only when an island renders a rule the page does not have yet. It has emotion's `createCache`
 * signature: the island build gives it to emotion in place of @emotion/cache (build-islands.ts).
 */
export default function createBrowserCache({ key }: { key: string } = { key: "css" }): EmotionCache {
  const inserted: Record<string, true> = {};
  for (const style of document.querySelectorAll(`style[${EMOTION_IDS}]`)) {
    for (const id of style.getAttribute(EMOTION_IDS)!.split(" ")) {
      if (id) inserted[id] = true;
    }
  }
  let stylesheet: Promise<EmotionCache> | undefined;
  const cache: Pick<EmotionCache, "key" | "inserted" | "registered" | "insert" | "nonce"> = {
    key,
    inserted,
    registered: {},
    nonce: undefined,
    insert(selector, serialized, _sheet, shouldCache) {
      if (shouldCache) inserted[serialized.name] = true;
      stylesheet ??= import("./emotion-stylesheet").then(({ createStylesheet }) => createStylesheet(key));
      void stylesheet.then((real) => real.insert(selector, serialized, real.sheet, false));
      return undefined;
    },
  };
  return cache as EmotionCache;
}
