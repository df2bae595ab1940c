import { createContext, createElement, useEffect, useRef, type ComponentType, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { markAwake } from "./awake";
import { ISLAND, ISLAND_HYDRATED, ISLAND_PROPS, ISLAND_WAKE, ISLAND_WOKEN } from "./markers";
import { sleep, wakeWhen } from "./wake";
import type { Wake } from "./wake-choices";

/** An enhancing island's `.client.ts`, loaded on demand. */
export type LoadClient = () => Promise<{ default: (root: HTMLElement) => (() => void) | void }>;

/** What `gatsby develop` needs of an island to run it on a root of its own. */
export interface DevelopIslandKind {
  Component: ComponentType<object>;
  hydrates: boolean;
  wake: Wake;
  loadClient?: LoadClient;
  wrap: (element: ReactElement) => ReactElement;
}

/** Every island by name, for those develop finds inside another island's HTML (the hero's pause control). */
export const developIslands = new Map<string, DevelopIslandKind>();

/** Set by gatsby-browser.ts: the page runs in `gatsby develop`'s app. */
export const DEVELOP_FLAG = "__islandsDevelop";
export const inDevelopApp = () => (globalThis as Record<string, unknown>)[DEVELOP_FLAG] === true;

/** True while develop renders an island's HTML as the build does, islands inside it included. */
export const InSnapshot = createContext(false);

/** `element`'s HTML, by a render of its own: Preact renders at once, layout effects (emotion's rules) included. */
function snapshot(element: ReactElement): string {
  const box = document.createElement("div");
  const rendered = createRoot(box);
  rendered.render(<InSnapshot.Provider value={true}>{element}</InSnapshot.Provider>);
  const html = box.innerHTML;
  rendered.unmount();
  return html;
}

/** Sleeps `root` until its island's trigger, then hydrates it (or runs its `.client.ts`) as a built page does; returns the stop. */
function runOnRoot(root: HTMLElement, island: DevelopIslandKind, props: object): () => void {
  let hydrated: ReturnType<typeof hydrateRoot> | undefined;
  let stop: (() => void) | void;
  let gone = false;
  const forget = sleep(root, () => {
    root.setAttribute(ISLAND_WOKEN, "");
    if (island.hydrates) {
      hydrated = hydrateRoot(root, island.wrap(createElement(island.Component, props)));
      root.setAttribute(ISLAND_HYDRATED, "");
      markAwake(root);
    } else {
      void island.loadClient?.().then(({ default: enhance }) => {
        if (gone) return;
        stop = enhance(root);
        markAwake(root);
      });
    }
  });
  wakeWhen(root, island.wake);
  return () => {
    gone = true;
    forget();
    stop?.();
    hydrated?.unmount();
  };
}

/**
 * An island in `gatsby develop`'s app: a root the app never touches again, holding the island's HTML as the build
 * renders it (from its props after a JSON round trip), which wakes as on a built page, as do the islands inside it.
 */
export function DevelopIsland({ name, island, props }: { name: string; island: DevelopIslandKind; props: object }) {
  const ref = useRef<HTMLDivElement>(null);
  const json = JSON.stringify(props);
  useEffect(() => {
    const root = ref.current!;
    const fromJson = JSON.parse(json) as object;
    root.innerHTML = snapshot(island.wrap(createElement(island.Component, fromJson)));
    const stops = [runOnRoot(root, island, fromJson)];
    for (const inner of root.querySelectorAll<HTMLElement>(`[${ISLAND}]`)) {
      const kind = developIslands.get(inner.getAttribute(ISLAND)!);
      if (kind) stops.push(runOnRoot(inner, kind, JSON.parse(inner.getAttribute(ISLAND_PROPS) ?? "{}") as object));
    }
    return () => {
      stops.forEach((stop) => stop());
      root.innerHTML = "";
    };
  }, [island, json]);
  return <div ref={ref} {...{ [ISLAND]: name, [ISLAND_WAKE]: island.wake, [ISLAND_PROPS]: island.hydrates ? json : undefined }} />;
}
