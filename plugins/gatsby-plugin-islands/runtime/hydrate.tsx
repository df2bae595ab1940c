import { createElement, type ComponentType } from "react";
// Preact's in the browser: the island build maps react-dom/client to preact/compat/client.
import { hydrateRoot } from "react-dom/client";
import { CacheProvider } from "@emotion/react";
import createBrowserCache from "./emotion-cache";
import { islandRoots } from "./island-roots";
import { ISLAND_HYDRATED } from "./markers";

// One emotion cache for every island of the page, adopting the rules the build wrote into the head.
let cache: ReturnType<typeof createBrowserCache> | undefined;

/** Hydrates every root of the island `name`, each in a task of its own, so no hydration blocks input for long. */
export function hydrateIsland<Props extends object>(name: string, Component: ComponentType<Props>): void {
  for (const { root, props } of islandRoots<Props>(name)) {
    setTimeout(() => {
      cache ??= createBrowserCache();
      hydrateRoot(root, <CacheProvider value={cache}>{createElement(Component, props)}</CacheProvider>);
      // Preact hydrates at once: from here on the part responds (and a test can tell).
      root.setAttribute(ISLAND_HYDRATED, "");
    }, 0);
  }
}
