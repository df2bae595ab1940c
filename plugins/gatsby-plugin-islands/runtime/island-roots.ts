// Framework-free, so an island that does not hydrate (the hero's motion) loads no Preact with it.
import { ISLAND, ISLAND_PROPS } from "./markers";

/** The roots of the island `name` on this page, with the props the build rendered each with. */
export function islandRoots<Props>(name: string): { root: HTMLElement; props: Props }[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND}="${name}"]`)].map((root) => ({
    root,
    props: JSON.parse(root.getAttribute(ISLAND_PROPS) ?? "{}") as Props,
  }));
}
