import createCache, { type EmotionCache } from "@emotion/cache";

/** Emotion's own cache, which parses and inserts rules; loaded by the islands' cache the first time a rule is missing. */
export const createStylesheet = (key: string): EmotionCache => createCache({ key });
