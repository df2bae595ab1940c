import { createElement, type ComponentType } from "react";
// Preact's hydrate: the island build maps react-dom to preact/compat.
import { hydrate } from "react-dom";
import { CacheProvider } from "@emotion/react";
import createBrowserCache from "../../theme/emotion-cache";
import { islandRoots } from "./island-roots";

// One emotion cache for every island of the page, adopting the rules the build wrote into the head.
let cache: ReturnType<typeof createBrowserCache> | undefined;

/**
 * A browser entry's one call: hydrates every root of the island `name` with `Component`,
 * each in a task of its own, so no hydration blocks input for long.
 */
export function hydrateIsland<Props extends object>(name: string, Component: ComponentType<Props>): void {
  for (const { root, props } of islandRoots<Props>(name)) {
    setTimeout(() => {
      cache ??= createBrowserCache();
      hydrate(
        <CacheProvider value={cache}>
          {createElement(Component, props)}
        </CacheProvider>,
        root,
      );
    }, 0);
  }
}
