// The loader of a page with islands, inlined by the build (node/load-after-paint.tsx; README, "How a page loads").
import { addThirdPartyScripts, afterFirstPaint, type ScriptAfterPaint } from "./after-paint";
import { ISLAND, ISLAND_FILES, ISLAND_WAKE, ISLAND_WOKEN, WAKE_EVENT } from "./markers";
import { giveUp, sleep, wakeWhen, whenIdle } from "./wake";
import type { Wake } from "./wake-choices";

/**
 * Every island root of the page sleeps from the start, so a tap on one is held even before the first paint. After the
 * first paint: the third-party scripts, each root's trigger (in a task of its own), and while the browser is idle every
 * file of the page's islands fetched (not run), so that waking costs no request. A woken root's island adds its entry,
 * which runs the root.
 */
export default function loadIslandsPage(scripts: ScriptAfterPaint[]): void {
  const files = JSON.parse(document.querySelector(`script[${ISLAND_FILES}]`)!.textContent!) as Record<string, string[]>;
  const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)];
  const added = new Set<string>();
  const addEntry = (name: string) => {
    if (added.has(name)) return;
    added.add(name);
    const script = document.createElement("script");
    script.type = "module";
    const own = files[name];
    script.src = own[own.length - 1];
    script.onerror = () => roots.filter((root) => root.getAttribute(ISLAND) === name).forEach(giveUp);
    document.head.appendChild(script);
  };
  for (const root of roots) {
    sleep(root, () => {
      root.setAttribute(ISLAND_WOKEN, "");
      root.dispatchEvent(new Event(WAKE_EVENT));
      addEntry(root.getAttribute(ISLAND)!);
    });
  }
  // Adding a link starts its request, about a millisecond's work each on a slow phone: a few at a time while idle, and
  // for 3 ms at most, however long the idle period (up to 50 ms): a tap that comes meanwhile waits for the task's end.
  const toFetch = [...new Set(Object.values(files).flat())];
  const fetchSome = (deadline?: IdleDeadline) => {
    const start = performance.now();
    do {
      const href = toFetch.shift();
      if (!href) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    } while (deadline && deadline.timeRemaining() > 2 && performance.now() - start < 3);
    whenIdle(fetchSome);
  };
  // Each root's trigger in a task of its own: a root that wakes at once adds its entry (a request), and together on a
  // page of several they made one task long enough to count as blocking on a slow phone.
  afterFirstPaint(() => {
    addThirdPartyScripts(scripts);
    for (const root of roots) setTimeout(() => wakeWhen(root, root.getAttribute(ISLAND_WAKE) as Wake), 0);
    whenIdle(fetchSome);
  });
}
