import { createContext, createElement, useContext, type ComponentType } from "react";

import { ISLAND, ISLAND_PROPS } from "./island-roots";

export { ISLAND, ISLAND_HYDRATED, ISLAND_PROPS } from "./island-roots";

/**
 * Set by the build while it renders a page (gatsby-ssr.tsx): every island rendered on the
 * page adds its name, so the page loads exactly the islands it has.
 */
export const IslandsOnPage = createContext<Set<string> | null>(null);

/**
 * Marks a component as an island: the build renders it into the page's HTML like any other
 * component, inside a root that names the island and holds its props; in the browser the
 * island's entry (`src/islands/<name>.tsx`) hydrates that root on its own, after the first
 * paint. The rest of the page stays HTML. Props must survive JSON (no functions, no dates).
 *
 * An entry that enhances the HTML with a few lines of its own instead of hydrating the
 * component (`{ hydrates: false }`) gets no props.
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  { hydrates = true }: { hydrates?: boolean } = {},
): ComponentType<Props> {
  function Island(props: Props) {
    useContext(IslandsOnPage)?.add(name);
    const serialised = hydrates ? JSON.stringify(props) : undefined;
    return <div {...{ [ISLAND]: name, [ISLAND_PROPS]: serialised }}>{createElement(Component, props)}</div>;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
