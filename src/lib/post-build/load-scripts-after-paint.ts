/** A script the loader adds: Gatsby's bundles, or a third-party script with its configured nonce. */
export interface ScriptToLoad {
  src: string;
  nonce?: string;
}

/** Gatsby's bundle tags as they appear in the built HTML: `<script src="/app-….js" async></script>`. */
const bundleTag = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Adds the scripts, each `async`, once the page's first content is on screen: when the
 * browser reports its first largest-contentful-paint candidate (or, where it reports no
 * such entries, its first paint, or else the next animation frame). A frame callback
 * alone runs before the painted frame is presented, so the downloads would still compete
 * with the first paint. The timeout covers tabs opened in the background, where nothing
 * is painted. The page's policy trusts what the hashed loader adds ('strict-dynamic'); a
 * third-party script keeps the nonce attribute configured for it.
 */
const loader = (scripts: ScriptToLoad[]) =>
  `<script>(function(){var started=false;` +
  `function start(){if(started)return;started=true;` +
  `${JSON.stringify(scripts)}.forEach(function(s){var script=document.createElement("script");` +
  `script.src=s.src;script.async=true;if(s.nonce)script.nonce=s.nonce;document.head.appendChild(script)})}` +
  `function soon(){setTimeout(start,0)}` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `var type=["largest-contentful-paint","paint"].filter(function(t){return types.indexOf(t)>=0})[0];` +
  `if(type)new PerformanceObserver(function(list,observer){observer.disconnect();soon()}).observe({type:type,buffered:true});` +
  `else requestAnimationFrame(soon);setTimeout(start,1000)})()</script>`;

/**
 * Rewrites a built page so its scripts start loading after its first paint: the
 * third-party scripts first (the consent banner is what the visitor sees next), then
 * Gatsby's bundles. Bundles that finish downloading while the page is parsed run before
 * anything is painted, which holds the server-rendered text back until hydration, and a
 * third-party script's connection competes with the page's own first bytes; with the
 * loader the text is painted first and the scripts follow once it is on screen.
 */
export function loadScriptsAfterPaint(html: string, thirdParty: ScriptToLoad[] = []): string {
  const bundles = [...html.matchAll(bundleTag)].map((match) => ({ src: match[1] }));
  if (bundles.length === 0) return html;
  let first = true;
  return html.replace(bundleTag, () => {
    if (!first) return "";
    first = false;
    return loader([...thirdParty, ...bundles]);
  });
}
