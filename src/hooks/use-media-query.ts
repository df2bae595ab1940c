import { useEffect, useState } from "react";

/**
 * Whether a CSS media query matches, following changes. It is false during server
 * rendering and the first client render, so the static HTML and hydration agree.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * True only once we know the visitor is fine with motion: false while rendering on the
 * server, on the first client render and under `prefers-reduced-motion: reduce`.
 */
export const useMotionAllowed = () => useMediaQuery("(prefers-reduced-motion: no-preference)");
