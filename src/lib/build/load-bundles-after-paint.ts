/** Gatsby's bundle tags as they appear in the built HTML: `<script src="/app-….js" async></script>`. */
const bundleTag = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Starts the scripts after the next paint; the timeout covers tabs opened in the
 * background, where animation frames do not run.
 */
const loader = (sources: string[]) =>
  `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
  `${JSON.stringify(sources)}.forEach(function(src){var script=document.createElement("script");` +
  `script.src=src;script.async=true;document.body.appendChild(script)})}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>`;

/**
 * Rewrites a built page so Gatsby's bundles start loading after its first paint. Async
 * tags that finish downloading while the page is parsed run before anything is painted,
 * which holds the server-rendered text back until hydration; with the loader the text is
 * painted first and the bundles follow a frame later.
 */
export function loadBundlesAfterPaint(html: string): string {
  const sources = [...html.matchAll(bundleTag)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(bundleTag, () => {
    if (!first) return "";
    first = false;
    return loader(sources);
  });
}
