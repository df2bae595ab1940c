import type { EmotionCache } from "@emotion/cache";

import { EMOTION_IDS } from "./markers";

/**
 * Where the islands' new rules go: the head's style element of the components' rules, through
 * the CSSOM. A Content-Security-Policy governs style elements and attributes, not the CSSOM, so
 * the policy names only the style elements the build wrote (build/inline-hashes.ts) and no
 * island ever adds one. A page without that element gets a stylesheet of its own, adopted.
 */
function rulesSheet(): CSSStyleSheet {
  const head = document.querySelector<HTMLStyleElement>(`style[${EMOTION_IDS}]`)?.sheet;
  if (head) return head;
  const adopted = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
  return adopted;
}

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
  let sheet: CSSStyleSheet | undefined;
  // Emotion's parser hands each finished rule to `insert`, as it would to its own stylesheet.
  const cssomRules = {
    insert(rule: string) {
      sheet ??= rulesSheet();
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule with another engine's prefix (emotion writes -moz- and -webkit- variants): this browser has no use for it.
      }
    },
  } as unknown as EmotionCache["sheet"];
  let stylesheet: Promise<EmotionCache> | undefined;
  const cache: Pick<EmotionCache, "key" | "inserted" | "registered" | "insert" | "nonce"> = {
    key,
    inserted,
    registered: {},
    nonce: undefined,
    insert(selector, serialized, _sheet, shouldCache) {
      if (shouldCache) inserted[serialized.name] = true;
      stylesheet ??= import("./emotion-stylesheet").then(({ createStylesheet }) => createStylesheet(key));
      void stylesheet.then((real) => real.insert(selector, serialized, cssomRules, false));
      return undefined;
    },
  };
  return cache as EmotionCache;
}
