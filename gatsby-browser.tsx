import type { GatsbyBrowser } from "gatsby";
import { endFirstHydration } from "./src/components/hydration/HydrateLater";

/** After client-side navigation, move focus to the new page's main content for keyboard and screen-reader users. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return;
  document.getElementById("inhalt")?.focus({ preventScroll: true });
};

/** From now on parts wrapped in HydrateLater render at once (client-side navigation). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => endFirstHydration();
