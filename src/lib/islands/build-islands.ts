import { promises as fs } from "fs";
import path from "path";
import { build, type Plugin } from "esbuild";
import { browserDefines } from "../../config/settings/read-settings";
import preactAliases from "./preact-aliases.json";

/** Where the islands' scripts are served from, and the list of each island's files the build renders pages with. */
const ISLANDS_DIR = "islands";
export const ISLANDS_MANIFEST = path.join(".cache", "islands.json");

/** Per island, the URLs of its entry and of every chunk it imports, entry last. */
export type IslandManifest = Record<string, string[]>;

/**
 * Emotion in the islands without the parts they do not run: its stylesheet code loads only when a
 * rule is missing from the page (src/theme/emotion-cache.ts), and `withTheme`'s helper is left out.
 */
function leanEmotion(root: string): Plugin {
  const file = (relative: string) => ({ path: path.join(root, relative) });
  return {
    name: "lean-emotion",
    setup(build) {
      build.onResolve({ filter: /^@emotion\/cache$/ }, ({ importer }) =>
        importer.endsWith("emotion-stylesheet.ts") ? undefined : file("src/theme/emotion-cache.ts"),
      );
      build.onResolve({ filter: /_isolated-hnrs|^hoist-non-react-statics$/ }, () => file("src/lib/islands/no-statics-to-hoist.ts"));
    },
  };
}

/**
 * Bundles every entry in src/islands/ for the browser with Preact in React's place, as
 * modules that share their common code in chunks (one Preact, one emotion per page), named
 * by their content's hash, and writes the manifest gatsby-ssr.tsx reads to give each page
 * the files of its islands. Runs before Gatsby renders the pages (gatsby-node's onPreBuild).
 */
export async function buildIslands(root: string, env: NodeJS.ProcessEnv): Promise<IslandManifest> {
  const entriesDir = path.join(root, "src", "islands");
  const outdir = path.join(root, "public", ISLANDS_DIR);
  const entries = (await fs.readdir(entriesDir)).filter((file) => /\.tsx?$/.test(file));
  await fs.rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries.map((file) => path.join(entriesDir, file)),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2020",
    minify: true,
    metafile: true,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // The unit tests render with the same aliases (jest.config.js).
    alias: preactAliases,
    define: browserDefines(env),
    plugins: [leanEmotion(root)],
    logLevel: "warning",
  });
  const url = (file: string) => `/${path.relative(path.join(root, "public"), path.join(root, file)).split(path.sep).join("/")}`;
  const closure = (file: string, seen = new Set<string>()): string[] => {
    for (const imported of metafile.outputs[file].imports) {
      if (imported.kind === "import-statement" && !seen.has(imported.path)) {
        seen.add(imported.path);
        closure(imported.path, seen);
      }
    }
    return [...seen, file];
  };
  const manifest: IslandManifest = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // Modules an island imports on demand (react-spring for the hero) are entries to esbuild, not islands.
    if (!output.entryPoint?.startsWith("src/islands/")) continue;
    const name = path.basename(output.entryPoint).replace(/\.tsx?$/, "");
    manifest[name] = closure(file).map(url);
  }
  const missing = entries.map((file) => file.replace(/\.tsx?$/, "")).filter((name) => !manifest[name]);
  if (missing.length > 0) throw new Error(`No script was built for the islands ${missing.join(", ")}`);
  await fs.writeFile(path.join(root, ISLANDS_MANIFEST), JSON.stringify(manifest, null, 1));
  await fs.writeFile(path.join(root, ".cache", "islands-metafile.json"), JSON.stringify(metafile));
  return manifest;
}
