import type { EmotionCache } from "@emotion/cache";
import { EMOTION_IDS } from "./markers";

/**
 * Where the islands' new rules go: the head's style element, through the CSSOM, which a Content-Security-Policy does
 * not govern, so no island adds a style element the policy would have to name. Else an adopted stylesheet.
 */
function rulesSheet(): CSSStyleSheet {
  const head = document.querySelector<HTMLStyleElement>(`style[${EMOTION_IDS}]`)?.sheet;
  if (head) return head;
  const adopted = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
  return adopted;
}

/**
 * The islands' emotion cache, in place of @emotion/cache's `createCache` (node/bundle-islands.ts): it adopts the head's
 * rules by id, and loads emotion's stylesheet code (about a third of emotion) only for a rule the page lacks.
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
