import { createContext } from "react";

// Not in island.tsx: the renderer (gatsby-ssr.tsx) imports this, and must not pull in the DOM-typed develop-island.tsx.
/** The islands a page rendered, collected while the build renders it, so it loads exactly those. */
export const IslandsOnPage = createContext<Set<string> | null>(null);
