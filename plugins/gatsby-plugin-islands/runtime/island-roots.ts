// Framework-free, so an island that does not hydrate (the hero's motion) loads no Preact with it.

/** The attribute that marks an island's root in the HTML; its value names the island's entry in src/islands/. */
export const ISLAND = "data-island";
/** The attribute that holds the props the build rendered the island with, as JSON: only islands that hydrate have it. */
export const ISLAND_PROPS = "data-props";
/** Set on a root once its island is hydrated. */
export const ISLAND_HYDRATED = "data-hydrated";

/** The roots of the island `name` on this page, with the props the build rendered each with. */
export function islandRoots<Props>(name: string): { root: HTMLElement; props: Props }[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND}="${name}"]`)].map((root) => ({
    root,
    props: JSON.parse(root.getAttribute(ISLAND_PROPS) ?? "{}") as Props,
  }));
}
