import type { GatsbyBrowser } from "gatsby";
import { CacheProvider } from "@emotion/react";
import { createBrowserCache } from "./src/theme/emotion-cache";
import { endFirstHydration, forgetWaitingParts } from "./src/components/hydration/HydrateLater";

/** After client-side navigation, move focus to the new page's main content for keyboard and screen-reader users. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return;
  document.getElementById("inhalt")?.focus({ preventScroll: true });
};

/** From now on parts wrapped in HydrateLater render at once (client-side navigation). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => endFirstHydration();

/** Another page replaces the first one: its parts that still wait for hydration are gone. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) forgetWaitingParts();
};

const emotionCache = createBrowserCache();

/** Emotion's cache for the whole app, adopting the rules the server wrote into the page's head. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);
