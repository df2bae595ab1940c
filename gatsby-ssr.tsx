import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ssrIdsAttribute } from "./src/theme/emotion-cache";
import { globalCss } from "./src/theme/global-css";
import { colors } from "./src/theme/tokens";
import { consentSettingsScript } from "./src/components/layout/consent-settings-script";
import { consentScript } from "./build/consent-script";
import { publicSettings } from "./core/settings/public-settings";
import { IslandsOnPage } from "./src/lib/islands/island";
import type { IslandManifest } from "./src/lib/islands/build-islands";
import { islandScripts, LoadAfterPaint } from "./src/lib/islands/island-scripts";
import { prefetchOnHover, withoutGatsbyScripts } from "./src/lib/islands/without-gatsby-scripts";

// Each island's files, compiled into the renderer by gatsby-node's onCreateWebpackConfig for `gatsby build`
// (`gatsby develop` runs Gatsby's app, where the islands are components of it).
declare const ISLAND_FILES: string | undefined;
const building = typeof ISLAND_FILES === "string";
const islandFiles = building ? (JSON.parse(ISLAND_FILES) as IslandManifest) : {};

/** The islands each page rendered, by the page's path. */
const islandsByPage = new Map<string, Set<string>>();

/**
 * What every page's static HTML carries in its head: language, icons, theme colour, and the
 * script behind the footer's "Cookie-Einstellungen" when a consent provider's function is
 * configured.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
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
 * Renders each page with its own emotion cache and writes every rule its components made into
 * the head as one style element, instead of one element per component inside the body: the
 * browser parses every rule before the first layout. The islands adopt them by their ids
 * (src/theme/emotion-cache.ts), so they insert none. Every rule, not only those whose class is in
 * the HTML: a style a parent hands to a child as its class (`<ResponsiveImage css={photo}>`) is
 * made under a name of its own that never appears in the page, and an island would otherwise
 * load emotion's stylesheet code to insert it. Notes which islands the page rendered.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname }) => {
  const cache = createCache({ key: "css" });
  // Emotion's "compat" mode (what @emotion/server's extraction sets): no <style> beside each component in the body.
  cache.compat = true;
  const islands = new Set<string>();
  const html = renderToString(
    <IslandsOnPage.Provider value={islands}>
      <CacheProvider value={cache}>{bodyComponent as ReactElement}</CacheProvider>
    </IslandsOnPage.Provider>,
  );
  islandsByPage.set(pathname, islands);
  replaceBodyHTMLString(html);
  // On the server emotion keeps each rule's text under its id, in the order it made them.
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (rules.length === 0) return;
  setHeadComponents([
    <style
      key="emotion"
      {...{ [ssrIdsAttribute]: rules.map(([id]) => id).join(" ") }}
      dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join("") }}
    />,
  ]);
};

/**
 * Every page leaves Gatsby's scripts out (src/lib/islands/without-gatsby-scripts.tsx) and
 * prefetches the page behind a link on hover instead. A page with islands is marked as scripted
 * before its first paint (the `js` class: styles keep the all-visible layout for visitors without
 * JavaScript) and loads its islands' modules after that paint, after the third-party consent
 * script when one is configured.
 *
 * The site-wide rules go first among the head's styles, so the components' rules of the same
 * specificity win. In `gatsby develop`, where Gatsby's app renders the pages in the browser (the
 * islands are components of it there), they are the only server-written styles.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname, ...page }) => {
  const head = building ? withoutGatsbyScripts(getHeadComponents()) : [...getHeadComponents()];
  if (building) {
    const islands = islandsByPage.get(pathname) ?? new Set<string>();
    const consent = consentScript();
    // The consent script first: its banner is what a visitor sees next.
    const scripts = [...(consent ? [consent] : []), ...islandScripts(islands, islandFiles)];
    page.replacePostBodyComponents([
      ...withoutGatsbyScripts(page.getPostBodyComponents()),
      <LoadAfterPaint key="load-after-paint" scripts={scripts} />,
    ]);
    if (islands.size > 0) {
      head.unshift(<script key="js-class" dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />);
    }
    head.push(prefetchOnHover);
  }
  const firstStyle = head.findIndex((component) => (component as ReactElement | null)?.type === "style");
  head.splice(
    firstStyle === -1 ? head.length : firstStyle,
    0,
    <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  );
  replaceHeadComponents(head);
};
