import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";

/**
 * What every page's static HTML carries in its head: language, icons, theme colour. The
 * consent script is added with Gatsby's bundles after the first paint (gatsby-node's
 * onPostBuild, see src/lib/build/load-scripts-after-paint.ts).
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
    <meta key="theme-color" name="theme-color" content="#3b2fc9" />,
  ]);
};

/**
 * Renders each page with its own emotion cache and writes the styles the page uses into
 * the head as one style element per kind (global, components), instead of one element
 * per component inside the body. The browser then parses every rule before the first
 * layout, and on start-up emotion adopts the few head elements instead of moving
 * hundreds of body elements.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent as ReactElement}</CacheProvider>),
  );
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css !== "")
      .map((style) => (
        <style key={style.key} data-emotion={`${style.key} ${style.ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: style.css }} />
      )),
  );
};
