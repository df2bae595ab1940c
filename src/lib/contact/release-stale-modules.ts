// Node's own `require` inside a function bundle (webpack leaves this name to Node).
declare const __non_webpack_require__: NodeJS.Require | undefined;

/**
 * `gatsby serve` (5.16) loads a function afresh for every request: it deletes the bundle
 * from the require cache and requires it again. Each old copy stays referenced from its
 * loader's `module.children`, so memory grows with every request until the process dies
 * (measured: out of memory after about 1,500 requests). Dropping the copies that are no
 * longer in the cache lets the garbage collector reclaim them.
 */
export function releaseStaleModules(): void {
  if (typeof __non_webpack_require__ === "undefined") return;
  const cache = __non_webpack_require__.cache;
  for (const parent of Object.values(cache)) {
    const children = parent?.children;
    if (!children?.length) continue;
    const fresh = children.filter((child) => cache[child.id] === child);
    if (fresh.length !== children.length) parent!.children = fresh;
  }
}
