import { useEffect, useState } from "react";

/**
 * True only once we know the visitor is fine with motion: false while rendering on the server, on the first client
 * render (so the static HTML and hydration agree) and under `prefers-reduced-motion: reduce`.
 */
export function useMotionAllowed(): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia("(prefers-reduced-motion: no-preference)");
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return matches;
}
