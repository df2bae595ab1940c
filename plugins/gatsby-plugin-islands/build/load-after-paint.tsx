import type { IslandManifest } from "./bundle-islands";

/** A script a page loads after its first paint: an island's module, or a third-party script. */
export interface ScriptAfterPaint {
  src: string;
  module?: boolean;
}

/** The files of the islands `names`, each once. */
export function islandScripts(names: Iterable<string>, manifest: IslandManifest): ScriptAfterPaint[] {
  const files = new Set<string>();
  for (const name of names) {
    const own = manifest[name];
    if (!own) throw new Error(`The island "${name}" has no script: add src/islands/${name}.tsx`);
    own.forEach((file) => files.add(file));
  }
  return [...files].map((src) => ({ src, module: true }));
}

/**
 * Adds `scripts` once the page's first content is on screen (README, "How a page loads"). A frame callback alone
 * runs before the painted frame is presented, so it is the last resort; the timeout covers background tabs. A
 * third-party script gets a fresh `nonce` for providers that read their tag's; the hash-based policy does not rely on it.
 */
const loader = (scripts: ScriptAfterPaint[]) =>
  `(function(){var done=false;function start(){if(done)return;done=true;` +
  `${JSON.stringify(scripts)}.forEach(function(s){var e=document.createElement("script");e.src=s.src;` +
  `if(s.module)e.type="module";else{e.async=true;` +
  `e.setAttribute("nonce",btoa(String.fromCharCode.apply(null,crypto.getRandomValues(new Uint8Array(16)))))}` +
  `document.head.appendChild(e)})}` +
  `function soon(){setTimeout(start,0)}` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `var type=["largest-contentful-paint","paint"].filter(function(t){return types.indexOf(t)>=0})[0];` +
  `if(type)new PerformanceObserver(function(list,observer){observer.disconnect();soon()}).observe({type:type,buffered:true});` +
  `else requestAnimationFrame(soon);setTimeout(start,1000)})()`;

/** The page's one script of its own, at the end of its body; nothing when the page has nothing to load. */
export function LoadAfterPaint({ scripts }: { scripts: ScriptAfterPaint[] }) {
  if (scripts.length === 0) return null;
  return <script dangerouslySetInnerHTML={{ __html: loader(scripts) }} />;
}
