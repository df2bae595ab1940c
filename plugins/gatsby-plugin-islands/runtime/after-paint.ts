// The part of a page's loader that every page has (load-page.ts, load-islands-page.ts): framework-free, inlined.
import type { ScriptAfterPaint } from "./markers";

export type { ScriptAfterPaint };

/**
 * Runs `start` once the page's first content is on screen: at the first largest-contentful-paint candidate, else the
 * first paint, else the next frame, one second at most. A frame callback alone runs before the painted frame is
 * presented, so it is the last resort; the timeout covers background tabs.
 */
export function afterFirstPaint(start: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    start();
  };
  const soon = () => setTimeout(once, 0);
  const types = (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes) || [];
  const type = ["largest-contentful-paint", "paint"].find((candidate) => types.includes(candidate));
  if (type) {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      soon();
    }).observe({ type, buffered: true });
  } else requestAnimationFrame(soon);
  setTimeout(once, 1000);
}

/**
 * Runs `run` now, or on a prerendered page once it is shown and has painted: nothing starts for a page the visitor
 * may never open, and nothing that starts when it is shown (an island's hydration, some 100 ms on a phone's CPU)
 * holds back its first frame, which the click waits for.
 */
export function whenShown(run: () => void): void {
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", () => afterFirstPaint(run), { once: true });
  else run();
}

/**
 * Adds each third-party script, async, with a fresh `nonce` for providers that read their tag's; the hash-based policy
 * does not rely on it. On a prerendered page only once it is shown: the consent tool runs for a page that is opened.
 */
export function addThirdPartyScripts(scripts: ScriptAfterPaint[]): void {
  whenShown(() => addEach(scripts));
}

function addEach(scripts: ScriptAfterPaint[]): void {
  for (const { src } of scripts) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute("nonce", btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))));
    document.head.appendChild(script);
  }
}
