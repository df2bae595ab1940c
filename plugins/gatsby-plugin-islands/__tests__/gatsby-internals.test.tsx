/**
 * @jest-environment node
 */
// Each internal of Gatsby or emotion the plugin relies on (README.md, "What it relies on"), read
// from the installed packages: an upgrade that changes one fails here, not on a visitor's page.
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";

const source = (module: string) => readFileSync(require.resolve(module), "utf8");

describe("Gatsby's page renderer (gatsby/cache-dir/static-entry.js)", () => {
  const staticEntry = source("gatsby/cache-dir/static-entry.js");

  it("names its scripts as node/gatsby-scripts.tsx removes them", () => {
    expect(staticEntry).toContain("key={`script-loader`}");
    expect(staticEntry).toContain("key={`chunk-mapping`}");
    expect(staticEntry).toContain("sliceId: `_gatsby-scripts`");
    // The bundle tags, each keyed by its own src, and their preload links.
    expect(staticEntry).toContain("<script key={scriptPath} src={scriptPath} async />");
    expect(staticEntry).toMatch(/<link\s+as="script"/);
  });

  it("runs replaceRenderer before the page's own render, and onPreRenderHTML last", () => {
    const replace = staticEntry.indexOf("apiRunnerAsync(`replaceRenderer`");
    const preRender = staticEntry.indexOf("apiRunner(`onPreRenderHTML`");
    expect(replace).toBeGreaterThan(-1);
    expect(preRender).toBeGreaterThan(replace);
  });
});

describe("emotion on the server", () => {
  it("keeps each rule's text under its id in `inserted`, and writes no <style> into the body in compat mode", () => {
    const cache = createCache({ key: "css" });
    cache.compat = true;
    const rule = css`
      color: red;
    `;
    const html = renderToString(
      <CacheProvider value={cache}>
        <p css={rule}>x</p>
      </CacheProvider>,
    );
    expect(html).not.toContain("<style");
    expect(cache.inserted[rule.name]).toEqual(expect.stringContaining("color:red"));
  });
});

describe("emotion in the browser build", () => {
  // emotion's browser modules as esbuild bundles them for the islands.
  const dist = path.join(path.dirname(require.resolve("@emotion/react/package.json")), "dist");
  const browserModules = readdirSync(dist)
    .filter((file) => file.endsWith(".browser.esm.js"))
    .map((file) => readFileSync(path.join(dist, file), "utf8"))
    .join("\n");

  it("imports its copy of hoist-non-react-statics from the file the island build replaces (node/bundle-islands.ts)", () => {
    expect(browserModules).toContain(
      "import hoistNonReactStatics from '../_isolated-hnrs/dist/emotion-react-_isolated-hnrs.browser.esm.js'",
    );
  });

  it("reaches its cache only through @emotion/cache, which the island build replaces with runtime/emotion-cache.ts", () => {
    expect(browserModules).toContain("import createCache from '@emotion/cache'");
  });
});
