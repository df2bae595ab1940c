import type { IslandManifest } from "./bundle-islands";
import { ISLAND_FILES, type ScriptAfterPaint } from "../runtime/markers";

export type { ScriptAfterPaint };

/** The files of the islands `names` (entry last), per island. */
export function islandFilesOf(names: Iterable<string>, files: IslandManifest["files"]): IslandManifest["files"] {
  const own: IslandManifest["files"] = {};
  for (const name of names) {
    if (!files[name]) throw new Error(`The island "${name}" has no script: add src/islands/${name}.tsx`);
    own[name] = files[name];
  }
  return own;
}

/** JSON that cannot end the element it is written into. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page's one script of its own, at the end of its body (README, "How a page loads"), and on a page with islands
 * their files as JSON data beside it; nothing when the page has nothing to load.
 */
export function LoadAfterPaint({
  scripts,
  islands,
  loaders,
}: {
  /** The third-party scripts, compiled into `loaders`. */
  scripts: ScriptAfterPaint[];
  islands: IslandManifest["files"];
  loaders: IslandManifest["loaders"];
}) {
  const hasIslands = Object.keys(islands).length > 0;
  if (!hasIslands && scripts.length === 0) return null;
  const loader = hasIslands ? loaders.withIslands : loaders.withoutIslands;
  return (
    <>
      {hasIslands && <script type="application/json" {...{ [ISLAND_FILES]: "" }} dangerouslySetInnerHTML={{ __html: inScript(islands) }} />}
      <script dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
