import { createContext, useContext, type ReactNode } from "react";

/**
 * Set by the build while it renders a page (gatsby-ssr.tsx): StaticPage reports through it
 * that the page declares itself static, so the build leaves Gatsby's scripts out of its HTML.
 */
export const StaticPageReport = createContext<(() => void) | null>(null);

const InsideStaticPage = createContext(false);

/**
 * Declares a page as having nothing to interact with: links, text and a form that posts
 * without JavaScript. The build ships such a page without Gatsby's scripts (no framework,
 * no hydration); the browser shows its server-rendered HTML as it is. Wrap a page
 * component's content in it, next to the page's query. A part that needs scripts in the
 * browser (useInteractivePart) fails the build inside it.
 */
export function StaticPage({ children }: { children: ReactNode }) {
  useContext(StaticPageReport)?.();
  return <InsideStaticPage.Provider value={true}>{children}</InsideStaticPage.Provider>;
}

/**
 * Called by every component that does something in the browser (an event handler, an
 * effect, a state a visitor changes). Throws while a StaticPage renders it, which fails the
 * build of that page with the part's name: a static page would ship it without the scripts
 * it needs.
 */
export function useInteractivePart(name: string): void {
  if (useContext(InsideStaticPage)) {
    throw new Error(
      `${name} needs JavaScript in the browser, but it is rendered inside <StaticPage>, which ships no scripts: ` +
        "remove it from the page, or remove <StaticPage> from the page component to make the page interactive.",
    );
  }
}
