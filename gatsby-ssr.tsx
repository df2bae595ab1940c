import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { ssrIdsAttribute } from "./src/theme/emotion-cache";
import { globalCss } from "./src/theme/global-css";
import { colors } from "./src/theme/tokens";
import { PageScriptsReport, type PageScripts } from "./src/components/hydration/StaticPage";
import { consentSettingsScript } from "./src/components/layout/consent-settings-script";
import { publicSettings } from "./src/config/settings/public-settings";
import { prefetchOnHover, withoutPageScripts } from "./src/components/hydration/static-page-html";

/** The pages whose component declared itself a StaticPage while the build rendered them. */
const staticPages = new Set<string>();

/**
 * What every page's static HTML carries in its head: language, icons, theme colour, and the
 * script behind the footer's "Cookie-Einstellungen" when a consent provider's function is
 * configured. The consent script is added after the first paint (gatsby-node's onPostBuild,
 * see src/lib/post-build/load-scripts-after-paint.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    // Marks the page as scripted before the first paint, so styles can keep the all-visible
    // layout for visitors without JavaScript and the interactive one for everyone else.
    <script key="js-class" dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />,
    <link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="favicon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme-color" name="theme-color" content={colors.primary} />,
    publicSettings.consentSettingsFunction && (
      <script key="consent-settings" dangerouslySetInnerHTML={{ __html: consentSettingsScript(publicSettings.consentSettingsFunction) }} />
    ),
  ]);
};

/**
 * Renders each page with its own emotion cache and writes the rules its components use
 * into the head as one style element, instead of one element per component inside the
 * body: the browser parses every rule before the first layout. The browser's cache
 * adopts them by their ids (src/theme/emotion-cache.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, ...page }) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  let declared = null as PageScripts | null;
  const { html, styles } = extractCriticalToChunks(
    renderToString(
      <PageScriptsReport.Provider value={(value) => (declared = value)}>
        <CacheProvider value={cache}>{bodyComponent as ReactElement}</CacheProvider>
      </PageScriptsReport.Provider>,
    ),
  );
  if (declared === "static") staticPages.add(page.pathname);
  else staticPages.delete(page.pathname);
  // The script loader reads it: this page loads Gatsby's scripts when a visitor reaches for a part.
  // (Gatsby's type for the attributes names no data attributes; the renderer writes any.)
  if (declared === "on-intent") page.setHtmlAttributes({ "data-scripts": "on-intent" } as Parameters<typeof page.setHtmlAttributes>[0]);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css !== "")
      .map((style) => (
        <style key={style.key} {...{ [ssrIdsAttribute]: style.ids.join(" ") }} dangerouslySetInnerHTML={{ __html: style.css }} />
      )),
  );
};

/**
 * The site-wide rules go first among the head's styles, so the components' rules of the
 * same specificity win. In `gatsby develop`, where pages render in the browser, they are
 * the only server-written styles.
 *
 * A page that declared itself static (StaticPage) loses Gatsby's scripts and the mark of a
 * scripted page, and gets prefetching on hover in their place.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, ...page }) => {
  const isStatic = staticPages.has(page.pathname);
  if (isStatic) page.replacePostBodyComponents(withoutPageScripts(page.getPostBodyComponents()));
  const head = [...(isStatic ? withoutPageScripts(getHeadComponents()) : getHeadComponents())];
  if (isStatic) head.push(prefetchOnHover);
  const firstStyle = head.findIndex((component) => (component as ReactElement | null)?.type === "style");
  head.splice(
    firstStyle === -1 ? head.length : firstStyle,
    0,
    <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  );
  replaceHeadComponents(head);
};
