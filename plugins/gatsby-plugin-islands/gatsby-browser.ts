import type { GatsbyBrowser } from "gatsby";
import { DEVELOP_FLAG } from "./runtime/develop-island";

/**
 * Only `gatsby develop` runs Gatsby's app in the browser (no built page loads it): there each
 * island mounts on its own root (runtime/develop-island.tsx), and the page is marked as
 * scripted, as a built page with islands is before its first paint.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  (window as unknown as Record<string, unknown>)[DEVELOP_FLAG] = true;
  document.documentElement.classList.add("js");
};
