// When each island of a page wakes, and the taps that come before (README, "When an island wakes"). Framework-free:
// the page's loader (load-islands-page.ts) and `gatsby develop`'s islands (develop-island.tsx) run the same code.
import { AWAKE_EVENT, ISLAND, WAKES_ISLAND } from "./markers";
import type { Wake } from "./wake-choices";
import { whenShown } from "./after-paint";

/** Roots not awake yet (asleep, or woken and their script not yet run), with how to wake those still asleep. */
const pending = new Map<Element, (() => void) | undefined>();
/** Per root, the clicks held until it is awake. */
const held = new Map<Element, (() => void)[]>();

/** Wakes `root` now (once). */
function wake(root: Element): void {
  const start = pending.get(root);
  if (!start) return;
  pending.set(root, undefined);
  unobserve(root);
  start();
}

/** The root not yet awake that an event on `target` is for: the island it is in, else the island it names. */
function pendingFor(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const own = target.closest(`[${ISLAND}]`);
  if (own && pending.has(own)) return own;
  const named = target.closest(`[${WAKES_ISLAND}]`)?.getAttribute(WAKES_ISLAND);
  return [...pending.keys()].find((root) => root.isConnected && root.getAttribute(ISLAND) === named);
}

/** What the browser answers with no island's help: a link, a form field, a dialog opened by invoker commands. */
const answeredByHtml = (target: Element) =>
  !target.closest(`[${WAKES_ISLAND}]`) &&
  (!!target.closest("a[href],input,select,textarea,label,summary") ||
    (!!target.closest("[commandfor]") && "command" in HTMLButtonElement.prototype));

/**
 * A click on a part not awake yet waits for it: held back from the page and the browser, and handed to its target again
 * in the task in which the part wakes, before anything else runs. A new tab or window is the browser's, at once.
 */
function hold(event: MouseEvent): void {
  const root = pendingFor(event.target);
  const target = event.target as Element;
  if (!root || answeredByHtml(target) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(root, [...(held.get(root) ?? []), () => target.dispatchEvent(new (event.constructor as typeof MouseEvent)(event.type, event))]);
  wake(root);
}

/** `root` runs (or never will): the clicks held for it go to their targets now. */
function settle(root: Element): void {
  pending.delete(root);
  const replays = held.get(root);
  held.delete(root);
  replays?.forEach((replay) => replay());
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  // Intent: a pointer over it, a touch or a press on it, focus in it wakes a part whatever its trigger.
  const onIntent = (event: Event) => {
    const root = pendingFor(event.target);
    if (root) wake(root);
  };
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // On the window, so it comes before every listener of the page's own.
  window.addEventListener("click", hold, true);
  document.addEventListener(AWAKE_EVENT, (event) => settle(event.target as Element), true);
}

/** A root asleep until `wakeWhen` (or intent, or a tap) wakes it by `start`; taps on it wait until it is awake. */
export function sleep(root: Element, start: () => void): () => void {
  listen();
  pending.set(root, start);
  return () => {
    pending.delete(root);
    unobserve(root);
  };
}

/** `root` will not wake (its script failed to load): its taps go to the browser, a call to action to its link. */
export const giveUp = settle;

let observer: IntersectionObserver | undefined;
const observed = new Map<Element, Element>();
function unobserve(root: Element): void {
  for (const [element, of] of observed) {
    if (of !== root) continue;
    observer?.unobserve(element);
    observed.delete(element);
  }
}

/** Watches the boxes of `root`'s children: the root itself is `display: contents`, a box of none. */
function whenVisible(root: Element): void {
  if (typeof IntersectionObserver !== "function") return wake(root);
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const of = observed.get(entry.target);
      if (entry.isIntersecting && of) wake(of);
    }
  });
  for (const child of root.children) {
    observed.set(child, root);
    observer.observe(child);
  }
}

/** Calls `run` when the browser is next idle, with how long it stays so; 200 ms on where it cannot tell (Safari). */
export const whenIdle = (run: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

const triggers: Record<Wake, (root: Element) => unknown> = {
  paint: wake,
  visible: whenVisible,
  idle: (root) => whenIdle(() => wake(root)),
  intent: () => undefined,
};

/** Starts `root`'s trigger (once a prerendered page is shown: nothing wakes while the visitor cannot see it). */
export function wakeWhen(root: Element, trigger: Wake): void {
  whenShown(() => triggers[trigger](root));
}
