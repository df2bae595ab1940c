import { createElement, type ComponentType } from "react";
// Preact's in the browser: the island build maps react-dom/client to preact/compat/client.
import { hydrateRoot } from "react-dom/client";
import { CacheProvider } from "@emotion/react";
import createBrowserCache from "./emotion-cache";
import { onWake } from "./awake";
import { ISLAND_HYDRATED, ISLAND_PROPS } from "./markers";

// One emotion cache for every island of the page, adopting the rules the build wrote into the head.
let cache: ReturnType<typeof createBrowserCache> | undefined;

/** The props the build rendered the island on `root` with. */
export const propsOf = <Props,>(root: Element): Props => JSON.parse(root.getAttribute(ISLAND_PROPS) ?? "{}") as Props;

/** Hydrates each root of the island `name` as the page wakes it, each in a task of its own. */
export function hydrateIsland<Props extends object>(name: string, Component: ComponentType<Props>): void {
  onWake(name, (root) => {
    cache ??= createBrowserCache();
    hydrateRoot(root, <CacheProvider value={cache}>{createElement(Component, propsOf<Props>(root))}</CacheProvider>);
    // Preact hydrates at once, its layout effects included: from here on the part responds (and a test can tell).
    root.setAttribute(ISLAND_HYDRATED, "");
  });
}
