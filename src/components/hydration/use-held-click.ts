import { useEffect, useState, type RefObject } from "react";
import { PENDING_CLICK } from "./intent-attributes";

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
