// What an island's script does with the roots the page wakes (wake.ts): framework-free, so an island that only enhances
// its HTML (the hero's motion) loads no Preact with it.
import { AWAKE_EVENT, ISLAND, ISLAND_WOKEN, WAKE_EVENT } from "./markers";

/** Tells the page that `root` runs: the taps it held for the root are handed to it now (wake.ts). */
export const markAwake = (root: Element) => root.dispatchEvent(new Event(AWAKE_EVENT));

/**
 * Runs `start` on each root of the island `name` once the page has woken it: those woken before this script loaded,
 * and each one woken later. One task per root, so no island blocks input for long.
 */
export function onWake(name: string, start: (root: HTMLElement) => void): void {
  const run = (root: HTMLElement) =>
    setTimeout(() => {
      start(root);
      markAwake(root);
    }, 0);
  document.querySelectorAll<HTMLElement>(`[${ISLAND}="${name}"][${ISLAND_WOKEN}]`).forEach(run);
  document.addEventListener(
    WAKE_EVENT,
    (event) => {
      const root = event.target as HTMLElement;
      if (root.getAttribute(ISLAND) === name) run(root);
    },
    true,
  );
}
