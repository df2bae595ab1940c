import type { GatsbyBrowser } from "gatsby";
import { CacheProvider } from "@emotion/react";
import { createBrowserCache } from "./src/theme/emotion-cache";
import { endFirstHydration, forgetWaitingParts } from "./src/components/hydration/HydrateLater";
import { announceRoutesInGerman } from "./src/lib/browser/route-announcement";

const focusMain = () => document.getElementById("inhalt")?.focus({ preventScroll: true });

/**
 * After client-side navigation, move focus to the new page's main content for keyboard and
 * screen-reader users. Gatsby's router focuses its own wrapper (#gatsby-focus-wrapper, the
 * whole page) in an effect that runs after this hook, so the wrapper hands focus on to main
 * the next time it gets it (should the router not take it, a later click on plain text focuses
 * main instead of the wrapper: both are containers, the next Tab goes on from the click).
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return;
  // Before Gatsby's router writes its announcement (in the next animation frame).
  announceRoutesInGerman(document.getElementById("gatsby-announcer"));
  focusMain();
  document.getElementById("gatsby-focus-wrapper")?.addEventListener("focus", focusMain, { once: true });
};

/** From now on parts wrapped in HydrateLater render at once (client-side navigation). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = endFirstHydration;

/** Another page replaces the first one: its parts that still wait for hydration are gone. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) forgetWaitingParts();
};

const emotionCache = createBrowserCache();

/** Emotion's cache for the whole app, adopting the rules the server wrote into the page's head. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);
