import { promises as fs } from "fs";
import path from "path";
import { build, type Plugin } from "esbuild";
import preactAliases from "./preact-aliases.json";
import type { ScriptAfterPaint } from "../runtime/markers";

/** The list of each island's files, for the renderer (gatsby-node.ts compiles it in). */
export const ISLANDS_MANIFEST = path.join(".cache", "islands.json");

/** Per island, the URLs of its entry and of every chunk it imports, entry last; the pages' loaders, compiled. */
export interface IslandManifest {
  files: Record<string, string[]>;
  /** The inline loader of a page without islands and of one with (runtime/load-page.ts, runtime/load-islands-page.ts), with the third-party scripts. */
  loaders: { withoutIslands: string; withIslands: string };
}

/** The islands of the site: one per `<name>.tsx` in `islandsDir`, and whether it has a `<name>.client.ts`. */
async function findIslands(islandsDir: string): Promise<{ name: string; file: string; client?: string }[]> {
  const files = await fs.readdir(islandsDir);
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.client\.tsx?$/.test(file))
    .map((file) => {
      const name = file.replace(/\.tsx?$/, "");
      const client = files.find((other) => other === `${name}.client.ts` || other === `${name}.client.tsx`);
      return { name, file: path.join(islandsDir, file), client: client && path.join(islandsDir, client) };
    });
}

/** Each island's browser entry, so an author writes none: it hydrates the roots the page wakes, or hands each to the `.client.ts`. */
function islandEntries(islands: Awaited<ReturnType<typeof findIslands>>, runtime: (file: string) => string): Plugin {
  return {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: /^island:/ }, ({ path: name }) => ({ path: name.slice("island:".length), namespace: "island" }));
      build.onLoad({ filter: /.*/, namespace: "island" }, ({ path: name }) => {
        const island = islands.find((candidate) => candidate.name === name)!;
        const contents = island.client
          ? `import enhance from ${JSON.stringify(island.client)};\n` +
            `import { onWake } from ${JSON.stringify(runtime("awake"))};\n` +
            `onWake(${JSON.stringify(name)}, enhance);\n`
          : `import Component from ${JSON.stringify(island.file)};\n` +
            `import { hydrateIsland } from ${JSON.stringify(runtime("hydrate"))};\n` +
            `hydrateIsland(${JSON.stringify(name)}, Component);\n`;
        return { contents, loader: "ts", resolveDir: path.dirname(island.file) };
      });
    },
  };
}

/** Emotion without what the islands do not run: the lean cache (runtime/emotion-cache.ts), no `withTheme` helper. */
const leanEmotion = (runtime: (file: string) => string): Plugin => ({
  name: "lean-emotion",
  setup(build) {
    build.onResolve({ filter: /^@emotion\/cache$/ }, ({ importer }) =>
      importer.endsWith("emotion-stylesheet.ts") ? undefined : { path: runtime("emotion-cache.ts") },
    );
    build.onResolve({ filter: /_isolated-hnrs|^hoist-non-react-statics$/ }, () => ({ path: runtime("no-statics-to-hoist.ts") }));
  },
});

/**
 * A page's loader (runtime/load-page.ts or runtime/load-islands-page.ts), inlined into the page as it is
 * (node/load-after-paint.tsx), with the third-party scripts every page adds compiled in as `SCRIPTS_AFTER_PAINT`.
 */
async function compileLoader(entry: string, scriptsAfterPaint: ScriptAfterPaint[]): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `import load from ${JSON.stringify(entry)};\nload(SCRIPTS_AFTER_PAINT);\n`,
      resolveDir: path.dirname(entry),
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    define: { SCRIPTS_AFTER_PAINT: JSON.stringify(scriptsAfterPaint) },
    logLevel: "warning",
  });
  return outputFiles[0].text.trim();
}

/**
 * V8's explicit compile hint (Chromium 136 on): all the file's functions are compiled on the thread that streams it in
 * (it is fetched after the first paint), instead of each on the main thread at its first call, which made up most of an
 * island's first hydration (the founder cards: 20–49 ms of lazy compilation a visit, unthrottled; 1–4.5 ms with it).
 * Other engines read a comment.
 */
const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Bundles every island with Preact in React's place, as hashed modules sharing common chunks (one Preact, one emotion
 * per page), and writes the manifest from which the renderer gives each page its islands' files.
 */
export async function bundleIslands(
  { root, pluginDir, islandsDir }: { root: string; pluginDir: string; islandsDir: string },
  define: Record<string, string>,
  scriptsAfterPaint: ScriptAfterPaint[],
): Promise<void> {
  const runtime = (file: string) => path.join(pluginDir, "runtime", file);
  const islands = await findIslands(islandsDir);
  const outdir = path.join(root, "public", "islands");
  await fs.rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: islands.map(({ name }) => ({ in: `island:${name}`, out: name })),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2020",
    minify: true,
    metafile: true,
    legalComments: "none",
    banner: { js: COMPILE_ALL_ON_LOAD },
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: preactAliases,
    define,
    plugins: [islandEntries(islands, runtime), leanEmotion(runtime)],
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
  const files: IslandManifest["files"] = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // Modules an island imports on demand (react-spring for the hero) are entries to esbuild, not islands.
    if (output.entryPoint?.startsWith("island:")) files[output.entryPoint.slice("island:".length)] = closure(file).map(url);
  }
  const missing = islands.filter(({ name }) => !files[name]).map(({ name }) => name);
  if (missing.length > 0) throw new Error(`No script was built for the islands ${missing.join(", ")}`);
  const loaders = {
    withoutIslands: await compileLoader(runtime("load-page.ts"), scriptsAfterPaint),
    withIslands: await compileLoader(runtime("load-islands-page.ts"), scriptsAfterPaint),
  };
  await fs.writeFile(path.join(root, ISLANDS_MANIFEST), JSON.stringify({ files, loaders } satisfies IslandManifest, null, 1));
  await fs.writeFile(path.join(root, ".cache", "islands-metafile.json"), JSON.stringify(metafile));
}
