import type { GatsbySSR, PluginOptions } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { EMOTION_IDS } from "./runtime/markers";
import { IslandsOnPage } from "./runtime/islands-on-page";
import type { IslandManifest } from "./node/bundle-islands";
import { islandFilesOf, LoadAfterPaint, type ScriptAfterPaint } from "./node/load-after-paint";
import { withoutGatsbyScripts } from "./node/gatsby-scripts";
import { speculationScripts, type SpeculationOptions } from "./node/speculation";

// Each island's files, compiled in by gatsby-node.ts for `gatsby build`; none in `gatsby develop`, where Gatsby's app runs them.
declare const ISLAND_FILES: string | undefined;
const islandFiles = typeof ISLAND_FILES === "string" ? (JSON.parse(ISLAND_FILES) as IslandManifest) : undefined;

/**
 * Renders each page with its own emotion cache and list of islands; every rule goes into the head as one style element,
 * which the islands adopt by id. Every rule, not only those whose class is in the HTML: a style a parent hands to a
 * child as its class is made under a name of its own that never appears in the page.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = (
  { bodyComponent, replaceBodyHTMLString, setHeadComponents, setPostBodyComponents },
  { scriptsAfterPaint = [] }: PluginOptions & { scriptsAfterPaint?: ScriptAfterPaint[] },
) => {
  const cache = createCache({ key: "css" });
  // Emotion's "compat" mode (what @emotion/server's extraction sets): no <style> beside each component in the body.
  cache.compat = true;
  const islands = new Set<string>();
  replaceBodyHTMLString(
    renderToString(
      <IslandsOnPage.Provider value={islands}>
        <CacheProvider value={cache}>{bodyComponent as ReactElement}</CacheProvider>
      </IslandsOnPage.Provider>,
    ),
  );
  // On the server emotion keeps each rule's text under its id, in the order it made them.
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  setHeadComponents([
    islands.size > 0 && <script key="js-class" dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />,
    rules.length > 0 && (
      <style
        key="emotion"
        {...{ [EMOTION_IDS]: rules.map(([id]) => id).join(" ") }}
        dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join("") }}
      />
    ),
  ]);
  // Only `gatsby build` loads anything after the first paint: develop's app runs the islands itself.
  if (islandFiles) {
    setPostBodyComponents([
      <LoadAfterPaint
        key="load-after-paint"
        scripts={scriptsAfterPaint}
        islands={islandFilesOf(islands, islandFiles.files)}
        loaders={islandFiles.loaders}
      />,
    ]);
  }
};

/**
 * Every built page without Gatsby's scripts, with speculation rules instead (node/speculation.tsx); `gatsby develop`
 * keeps them, its app runs the page.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  html,
  { speculation = {} }: PluginOptions & { speculation?: SpeculationOptions },
) => {
  if (!islandFiles) return;
  html.replaceHeadComponents([...withoutGatsbyScripts(html.getHeadComponents(), html.pathname), ...speculationScripts(speculation)]);
  html.replacePostBodyComponents(withoutGatsbyScripts(html.getPostBodyComponents(), html.pathname));
};
