import { useEffect, useState, type RefObject } from "react";
import { PENDING_CLICK } from "./intent-attributes";

/**
 * For a part a visitor may reach for before the page's scripts have run: false in the static
 * HTML, true once the part runs (render `INTERACTIVE` then); `act` takes a click the loader
 * held back meanwhile, on `part` or on a part inside it (a card of a list).
 */
export function useHeldClick(part: RefObject<HTMLElement>, act: (element: HTMLElement) => void): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInteractive(true);
    const pending = `[${PENDING_CLICK}]`;
    const held = part.current?.matches(pending) ? part.current : part.current?.querySelector(pending);
    if (!held) return;
    held.removeAttribute(PENDING_CLICK);
    act(held as HTMLElement);
    // Once, when the part first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return interactive;
}
