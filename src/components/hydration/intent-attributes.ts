import { useEffect, useState, type RefObject } from "react";

/**
 * The attributes an on-intent page's parts and the script loader (load-scripts-after-paint.ts)
 * share: a part a visitor reaches for to start Gatsby's scripts, the mark of a part that runs
 * (the loader no longer holds its clicks), and the mark of a click the loader held back.
 */
export const WAITS_FOR_INTENT = "data-waits-for-intent";
export const INTERACTIVE = "data-interactive";
export const PENDING_CLICK = "data-pending-click";

/**
 * For a part a visitor may reach for before the page's scripts have run: false in the static
 * HTML, true once the part runs (render `INTERACTIVE` then); `act` takes a click the loader
 * held back on `part` meanwhile.
 */
export function useHeldClick(part: RefObject<HTMLElement>, act: (element: HTMLElement) => void): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInteractive(true);
    if (!part.current?.hasAttribute(PENDING_CLICK)) return;
    part.current.removeAttribute(PENDING_CLICK);
    act(part.current);
    // Once, when the part first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return interactive;
}
