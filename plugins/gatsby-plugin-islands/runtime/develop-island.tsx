import { createElement, useEffect, useRef, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { ISLAND, ISLAND_HYDRATED, ISLAND_PROPS } from "./markers";

/** An enhancing island's `.client.ts`, loaded on demand. */
export type LoadClient = () => Promise<{ default: (root: HTMLElement) => (() => void) | void }>;

/** Set by gatsby-browser.ts: the page runs in `gatsby develop`'s app. */
export const DEVELOP_FLAG = "__islandsDevelop";
export const inDevelopApp = () => (globalThis as Record<string, unknown>)[DEVELOP_FLAG] === true;

/**
 * An island in `gatsby develop`'s app: an empty root the app never touches again, where the island mounts on its own
 * from its props after a JSON round trip (or, enhancing, runs its `.client.ts`), so develop shows what the build ships.
 */
export function DevelopIsland<Props extends object>({
  name,
  Component,
  props,
  hydrates,
  loadClient,
  wrap,
}: {
  name: string;
  Component: ComponentType<Props>;
  props: Props;
  hydrates: boolean;
  loadClient?: LoadClient;
  wrap: (element: ReturnType<typeof createElement>) => ReturnType<typeof createElement>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const json = JSON.stringify(props);
  useEffect(() => {
    const root = ref.current!;
    const island = createRoot(root);
    island.render(wrap(createElement(Component, JSON.parse(json) as Props)));
    let stop: (() => void) | void;
    let gone = false;
    if (hydrates) root.setAttribute(ISLAND_HYDRATED, "");
    else void loadClient?.().then(({ default: enhance }) => void (gone || (stop = enhance(root))));
    return () => {
      gone = true;
      stop?.();
      island.unmount();
    };
  }, [Component, json, hydrates, loadClient, wrap]);
  return <div ref={ref} {...{ [ISLAND]: name, [ISLAND_PROPS]: hydrates ? json : undefined }} dangerouslySetInnerHTML={{ __html: "" }} />;
}
