import path from "path";
import { readFileSync } from "fs";
import type { GatsbyNode, PluginOptions, Store } from "gatsby";
import { bundleIslands, ISLANDS_MANIFEST } from "./build/bundle-islands";

/** The plugin's options (gatsby-config.ts): what the island bundles may read of the settings. */
export interface IslandsOptions extends PluginOptions {
  /** Replacements for the public settings in the island bundles, as esbuild's `define` takes them. */
  define?: Record<string, string>;
}

/**
 * The site's folders. Not `__dirname`: Gatsby compiles this file into .cache/compiled/plugins/,
 * where its bundler resolves `__dirname` one level off for a local plugin.
 */
function folders(store: Store) {
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  return { root, pluginDir: path.join(root, "plugins", "gatsby-plugin-islands"), islandsDir: path.join(root, "src", "islands") };
}

/** Every file in src/islands/ becomes an island: its default export is wrapped with its name (babel-island-names.cjs). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions, store }) => {
  const { root, pluginDir, islandsDir } = folders(store);
  actions.setBabelPlugin({ name: path.join(pluginDir, "babel-island-names.cjs"), options: { islandsDir, root } });
};

/** The islands' browser scripts, before the pages that name them are rendered. */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store }, options: IslandsOptions) => {
  await bundleIslands(folders(store), options.define ?? {});
};

/**
 * The page renderer gets each island's files compiled in, as gatsby-ssr.tsx's `ISLAND_FILES`:
 * a file the renderer read itself would make Gatsby render every page again on each build
 * (README, "What it relies on").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-html") return;
  const files = readFileSync(path.join(folders(store).root, ISLANDS_MANIFEST), "utf8");
  actions.setWebpackConfig({ plugins: [plugins.define({ ISLAND_FILES: JSON.stringify(files) })] });
};
