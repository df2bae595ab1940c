import type { GatsbyBrowser } from "gatsby";
import { DEVELOP_FLAG } from "./runtime/develop-island";

/** Only `gatsby develop` runs Gatsby's app: each island mounts on its own root there, and the page is marked as scripted. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  (window as unknown as Record<string, unknown>)[DEVELOP_FLAG] = true;
  document.documentElement.classList.add("js");
};
