import { INTERACTIVE, PENDING_CLICK, WAITS_FOR_INTENT } from "../../components/hydration/intent-attributes";
import { MOVES_ON_ITS_OWN, WAITS_FOR_VIEW } from "../../components/hydration/intent-attributes";

/** A script the loader adds: Gatsby's bundles, the hero's motion script, or a third-party script with its configured nonce. */
export interface ScriptToLoad {
  src: string;
  nonce?: string;
}

/** Gatsby's bundle tags as they appear in the built HTML: `<script src="/app-….js" async></script>`. */
const bundleTag = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Adds the scripts, each `async`, once the page's first content is on screen: when the browser
 * reports its first largest-contentful-paint candidate (or else its first paint, or else the next
 * animation frame; a frame callback alone runs before the painted frame is presented, so the
 * downloads would compete with the first paint). The timeout covers tabs opened in the background,
 * where nothing is painted. The page's policy trusts what the hashed loader adds ('strict-dynamic');
 * a third-party script keeps the nonce attribute configured for it.
 *
 * On a page marked `data-scripts="on-intent"` (ScriptsOnIntent) the bundles wait for the first
 * pointer, touch or focus on a part marked `data-waits-for-intent`, or for a part marked
 * `data-waits-for-view` to come into view. A click that comes before they have made it interactive
 * (`data-interactive`) marks it `data-pending-click` for the part to act on (a link inside it stays
 * a link); after a bundle's error or ten seconds a part that is a link is followed as one.
 * `afterPaint` (third-party scripts, the motion script) loads after the first paint whatever the
 * page's declaration; the loader adds no script twice.
 */
const loader = (afterPaint: ScriptToLoad[], bundles: ScriptToLoad[]) =>
  `<script>(function(){var started=false,bundlesAdded=false,added={};` +
  `function add(scripts,onError){scripts.forEach(function(s){if(added[s.src])return;added[s.src]=1;var script=document.createElement("script");` +
  `script.src=s.src;script.async=true;if(s.nonce)script.setAttribute("nonce",s.nonce);if(onError)script.onerror=onError;document.head.appendChild(script)})}` +
  `function followPending(){var el=document.querySelector("[${PENDING_CLICK}]");if(el&&el.href)location.href=el.href}` +
  `function addBundles(){if(bundlesAdded)return;bundlesAdded=true;add(${JSON.stringify(bundles)},followPending)}` +
  `var onIntent=document.documentElement.getAttribute("data-scripts")==="on-intent";` +
  `function start(){if(started)return;started=true;add(${JSON.stringify(afterPaint)});if(!onIntent)return addBundles();` +
  `var seen=new IntersectionObserver(function(es){if(es.some(function(e){return e.isIntersecting})){seen.disconnect();addBundles()}});` +
  `document.querySelectorAll("[${WAITS_FOR_VIEW}]").forEach(function(el){seen.observe(el)})}` +
  `if(onIntent){var part=function(e){return e.target.closest&&e.target.closest("[${WAITS_FOR_INTENT}]")};` +
  `["pointerdown","touchstart","mouseover","focusin"].forEach(function(t){document.addEventListener(t,function(e){if(part(e))addBundles()},{capture:true,passive:true})});` +
  `document.addEventListener("click",function(e){var el=part(e),link=e.target.closest("a");if(!el||el.hasAttribute("${INTERACTIVE}")||(link&&link!==el))return;` +
  `e.preventDefault();el.setAttribute("${PENDING_CLICK}","");addBundles();setTimeout(followPending,10000)},true)}` +
  `function soon(){setTimeout(start,0)}` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `var type=["largest-contentful-paint","paint"].filter(function(t){return types.indexOf(t)>=0})[0];` +
  `if(type)new PerformanceObserver(function(list,observer){observer.disconnect();soon()}).observe({type:type,buffered:true});` +
  `else requestAnimationFrame(soon);setTimeout(start,1000)})()</script>`;

/** A page Gatsby rendered (not the CMS page or a slice's fragment). */
const gatsbyPage = /<div id="___gatsby">/;

// An incremental build leaves a page Gatsby did not render again as the last build wrote it: the loaders
// earlier builds wrote give back the bundle tags they replaced, so the page gets one loader, with this build's scripts.
const earlierLoader = /<script>\(function\(\)\{var started=false.*?add\((\[.*?\]),followPending\).*?\}\)\(\)<\/script>/g;
const withoutEarlierLoader = (html: string) =>
  html.replace(earlierLoader, (_, bundles: string) =>
    (JSON.parse(bundles) as ScriptToLoad[]).map(({ src }) => `<script src="${src}" async></script>`).join(""),
  );

/**
 * Rewrites a built page so its scripts start loading after its first paint: the third-party
 * scripts first (the consent banner is what the visitor sees next), then Gatsby's bundles. Bundles
 * that finish downloading while the page is parsed run before anything is painted, which holds the
 * server-rendered text back until hydration, and a third-party script's connection competes with
 * the page's own first bytes. A static page (StaticPage) gets the loader with the third-party
 * scripts alone, at the end of its body; a page with a part that moves on its own
 * (`MOVES_ON_ITS_OWN`) gets the `motion` scripts with them.
 */
export function loadScriptsAfterPaint(built: string, thirdParty: ScriptToLoad[] = [], motion: ScriptToLoad[] = []): string {
  const html = withoutEarlierLoader(built);
  const bundles = [...html.matchAll(bundleTag)].map((match) => ({ src: match[1] }));
  if (bundles.length === 0) {
    if (thirdParty.length === 0 || !gatsbyPage.test(html)) return html;
    return html.replace("</body>", () => `${loader(thirdParty, [])}</body>`);
  }
  const afterPaint = html.includes(MOVES_ON_ITS_OWN) ? [...thirdParty, ...motion] : thirdParty;
  let first = true;
  return html.replace(bundleTag, () => {
    if (!first) return "";
    first = false;
    return loader(afterPaint, bundles);
  });
}
