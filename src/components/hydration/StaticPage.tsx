import { createContext, useContext, type ReactNode } from "react";

/**
 * How a page loads Gatsby's scripts, when it declares it: `static`, never (nothing to interact
 * with); `on-intent`, when a visitor first reaches for one of its parts. A page without a
 * declaration loads them after its first paint. A unit test (StaticPage.test.tsx) fails when a
 * declared page imports a part that needs scripts it would not get.
 */
export type PageScripts = "static" | "on-intent";

/**
 * Set by the build while it renders a page (gatsby-ssr.tsx): the page's declaration reports
 * through it, so the build leaves Gatsby's scripts out of a static page's HTML and marks an
 * on-intent page for the script loader.
 */
export const PageScriptsReport = createContext<((declared: PageScripts) => void) | null>(null);

function Declaration({ declared, children }: { declared: PageScripts; children: ReactNode }) {
  useContext(PageScriptsReport)?.(declared);
  return children;
}

/**
 * Declares a page as having nothing to interact with: links, text and a form that posts
 * without JavaScript. The build ships such a page without Gatsby's scripts (no framework,
 * no hydration); the browser shows its server-rendered HTML as it is. Wrap a page
 * component's content in it, next to the page's query.
 */
export function StaticPage({ children }: { children: ReactNode }) {
  return <Declaration declared="static">{children}</Declaration>;
}

/**
 * Declares a page whose interactive parts all wait for a visitor to reach for them (the call
 * to action that opens the contact dialog): Gatsby's scripts load at the first pointer,
 * touch or focus on such a part (marked `data-waits-for-intent`), or when a part marked
 * `data-waits-for-view` is scrolled into view, not with the page. A click that comes before
 * they have run is handed to the part once it has (load-scripts-after-paint.ts). What moves
 * on its own has a script of its own that loads with the page (hero-motion.ts).
 */
export function ScriptsOnIntent({ children }: { children: ReactNode }) {
  return <Declaration declared="on-intent">{children}</Declaration>;
}
