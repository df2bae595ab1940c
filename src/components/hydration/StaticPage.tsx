import { createContext, useContext, type ReactNode } from "react";

/**
 * How a page loads Gatsby's scripts, when it declares it: `static`, never (nothing to interact
 * with); `on-intent`, when a visitor first reaches for one of its parts. A page without a
 * declaration loads them after its first paint.
 */
export type PageScripts = "static" | "on-intent";

/**
 * Set by the build while it renders a page (gatsby-ssr.tsx): the page's declaration reports
 * through it, so the build leaves Gatsby's scripts out of a static page's HTML and marks an
 * on-intent page for the script loader.
 */
export const PageScriptsReport = createContext<((declared: PageScripts) => void) | null>(null);

const Declared = createContext<PageScripts | null>(null);

function Declaration({ declared, children }: { declared: PageScripts; children: ReactNode }) {
  useContext(PageScriptsReport)?.(declared);
  return <Declared.Provider value={declared}>{children}</Declared.Provider>;
}

/**
 * Declares a page as having nothing to interact with: links, text and a form that posts
 * without JavaScript. The build ships such a page without Gatsby's scripts (no framework,
 * no hydration); the browser shows its server-rendered HTML as it is. Wrap a page
 * component's content in it, next to the page's query. A part that needs scripts in the
 * browser (useInteractivePart) fails the build inside it.
 */
export function StaticPage({ children }: { children: ReactNode }) {
  return <Declaration declared="static">{children}</Declaration>;
}

/**
 * Declares a page whose interactive parts all wait for a visitor to reach for them (the call
 * to action that opens the contact dialog): Gatsby's scripts load at the first pointer,
 * touch or focus on such a part (marked `data-waits-for-intent`), not with the page. A click
 * that comes before they have run is handed to the part once it has (load-scripts-after-paint.ts).
 * A part that must run without being touched (an animation, a typewriter) fails the build inside it.
 */
export function ScriptsOnIntent({ children }: { children: ReactNode }) {
  return <Declaration declared="on-intent">{children}</Declaration>;
}

/**
 * Called by every component that does something in the browser (an event handler, an
 * effect, a state a visitor changes). Throws while a page that ships no scripts for it
 * renders it, which fails the build of that page with the part's name. `waitsForIntent`: the
 * part does nothing until a visitor reaches for it, so an on-intent page may hold it.
 */
export function useInteractivePart(name: string, { waitsForIntent = false }: { waitsForIntent?: boolean } = {}): void {
  const declared = useContext(Declared);
  if (declared === "static") {
    throw new Error(
      `${name} needs JavaScript in the browser, but it is rendered inside <StaticPage>, which ships no scripts: ` +
        "remove it from the page, or remove <StaticPage> from the page component to make the page interactive.",
    );
  }
  if (declared === "on-intent" && !waitsForIntent) {
    throw new Error(
      `${name} runs before a visitor reaches for it, but it is rendered inside <ScriptsOnIntent>, whose scripts load ` +
        "only then: remove <ScriptsOnIntent> from the page component so its scripts load with the page.",
    );
  }
}
