import type { GatsbyBrowser } from "gatsby";

/** After client-side navigation, move focus to the new page's main content for keyboard and screen-reader users. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return;
  document.getElementById("inhalt")?.focus({ preventScroll: true });
};
