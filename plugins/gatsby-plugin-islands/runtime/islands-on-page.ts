import { createContext } from "react";

/** The islands a page rendered, collected while the build renders it, so it loads exactly those. */
export const IslandsOnPage = createContext<Set<string> | null>(null);
