import path from "path";
import { readFileSync } from "fs";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { bundleIslands, ISLANDS_MANIFEST } from "./node/bundle-islands";
import type { ScriptAfterPaint } from "./runtime/markers";

/**
 * The site's folders, from the site's root, where Gatsby runs (its docs resolve templates with `path.resolve` too); not
 * from `__dirname`, which is one level off in .cache/compiled/plugins/ (README, "What it relies on").
 */
function folders() {
  const root = process.cwd();
  return { root, pluginDir: path.join(root, "plugins", "gatsby-plugin-islands"), islandsDir: path.join(root, "src", "islands") };
}

/** Every file in src/islands/ becomes an island (babel-island-names.cjs). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  const { root, pluginDir, islandsDir } = folders();
  actions.setBabelPlugin({ name: path.join(pluginDir, "babel-island-names.cjs"), options: { islandsDir, root } });
};

/**
 * The islands' browser scripts and the pages' loaders, before the pages that name them are rendered; `define`: the
 * settings the islands may read; `scriptsAfterPaint`: the third-party scripts every page adds.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async (
  _,
  { define, scriptsAfterPaint }: PluginOptions & { define?: Record<string, string>; scriptsAfterPaint?: ScriptAfterPaint[] },
) => {
  await bundleIslands(folders(), define ?? {}, scriptsAfterPaint ?? []);
};

/** The renderer gets each island's files compiled in as `ISLAND_FILES`: reading a file would re-render every page (README). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // Gatsby's app bundle is built but no page loads it: no source map of it (the whole source) beside it in public/.
  if (stage === "build-javascript") return void actions.setWebpackConfig({ devtool: false });
  if (stage !== "build-html") return;
  const files = readFileSync(path.join(folders().root, ISLANDS_MANIFEST), "utf8");
  actions.setWebpackConfig({ plugins: [plugins.define({ ISLAND_FILES: JSON.stringify(files) })] });
};
