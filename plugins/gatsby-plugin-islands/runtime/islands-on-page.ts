import { createContext } from "react";

/**
 * The islands a page rendered, collected while the build renders it (gatsby-ssr.tsx gives each
 * render a set of its own), so the page loads exactly the islands it has.
 */
export const IslandsOnPage = createContext<Set<string> | null>(null);
