import { Suspense, useEffect, useId, useRef, type ReactElement } from "react";

/**
 * Whether the page's server-rendered HTML is still waiting for its first hydration. Only
 * then does a part start to wait; after that (client-side navigation, tests) parts render
 * at once.
 */
let firstHydration = typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.hasChildNodes());

interface Wait {
  done: boolean;
  promise: Promise<void>;
  /** Ends the wait now: the part hydrates in the microtasks that follow. */
  end: () => void;
}

/**
 * The waits of the first page's parts, by the part's id. A part that re-renders before
 * its wait is over (its parent's state changed) waits on, so they outlive the first
 * hydration and are dropped only when the visitor leaves the page.
 */
const waiting = new Map<string, Wait>();

/** Called once the first page is hydrated (gatsby-browser's onInitialClientRender). */
export function endFirstHydration(): void {
  firstHydration = false;
}

/** Called before client-side navigation renders another page (gatsby-browser's onPreRouteUpdate). */
export function forgetWaitingParts(): void {
  firstHydration = false;
  waiting.clear();
}

function waitFor(start: (end: () => void) => void): Wait {
  const wait: Wait = { done: false, promise: Promise.resolve(), end: () => {} };
  wait.promise = new Promise((resolve) => {
    wait.end = () => {
      wait.done = true;
      resolve();
    };
    start(wait.end);
  });
  return wait;
}

/** Ends in a task of its own, after the tasks already queued. */
const nextTask = (end: () => void) => setTimeout(end, 0);

/** Ends in the next task once `query` matches, which may be never. */
const whenMatching = (query: string) => (end: () => void) => {
  const list = window.matchMedia(query);
  if (list.matches) return nextTask(end);
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener("change", onChange);
    nextTask(end);
  };
  list.addEventListener("change", onChange);
};

/** Started by the part's wrapper once it is on the page (see HydrateWhenNear). */
const byWrapper = () => {};

// How near the viewport a part hydrates: within half a screen height above or below it.
const NEAR = "50% 0px";
// A visitor reaching for a part before it is near (a jump link, a search hit, Tab) hydrates it at
// once: the part's own handlers are there before the click or key press that follows.
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Ends `wait` in a task of its own once `element` (the part's server-rendered DOM) comes near
 * the viewport, or at once on the first pointer, focus or key event inside `wrapper`.
 */
function whenNear(wrapper: HTMLElement, element: Element, wait: Wait): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) finish(() => nextTask(wait.end));
    },
    { rootMargin: NEAR },
  );
  const onTouch = () => finish(wait.end);
  function finish(end: () => void) {
    stop();
    end();
  }
  function stop() {
    observer.disconnect();
    for (const type of FIRST_TOUCH) wrapper.removeEventListener(type, onTouch, true);
  }
  observer.observe(element);
  for (const type of FIRST_TOUCH) wrapper.addEventListener(type, onTouch, true);
  return stop;
}

function SuspendDuringFirstHydration({ children, id, start }: { children: ReactElement; id: string; start: (end: () => void) => void }) {
  let wait = waiting.get(id);
  if (!wait && firstHydration) {
    wait = waitFor(start);
    waiting.set(id, wait);
  }
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * The near-viewport variant: a wrapper that hydrates at once (and takes no box of its own:
 * `display: contents`), so the part's server-rendered DOM can be watched while it waits.
 */
function HydrateWhenNear({ children }: { children: ReactElement }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wait = waiting.get(id);
    const element = wrapper.current?.firstElementChild;
    if (!wait || wait.done || !wrapper.current) return;
    // No server-rendered DOM to watch (not expected): hydrate in the next task.
    if (!element) return void nextTask(wait.end);
    return whenNear(wrapper.current, element, wait);
  }, [id]);
  return (
    <div ref={wrapper} css={{ display: "contents" }}>
      <Suspense fallback={null}>
        <SuspendDuringFirstHydration id={id} start={byWrapper}>
          {children}
        </SuspendDuringFirstHydration>
      </Suspense>
    </div>
  );
}

/**
 * Progressive hydration. Preact hydrates a page in one task, which on a mid-range phone
 * blocks input for longer than 50 ms on the bigger pages. A part wrapped in HydrateLater
 * suspends during that first hydration: Preact keeps its server-rendered DOM on screen and
 * hydrates it when the wait ends, each part in a task of its own. Until then the part is
 * plain HTML (links work); it becomes interactive a few milliseconds later.
 *
 * With `media`, the part hydrates only once the media query matches: a part the
 * stylesheet hides at this screen width costs nothing until the screen changes.
 *
 * With `near`, the part hydrates only when it comes near the viewport (half a screen away),
 * or at once when the visitor touches, focuses or types into it first: a part below the fold
 * costs nothing while the page loads. It sits in a wrapper `div` with `display: contents`
 * (no box; selectors that need the part as a direct child do not match through it).
 *
 * Use it for parts of the page component itself, not inside another waiting part (that
 * one hydrates after the first hydration is over). `children` must be a single element:
 * Preact keeps exactly one DOM node for a waiting part.
 */
export function HydrateLater({ children, media, near = false }: { children: ReactElement; media?: string; near?: boolean }) {
  return near ? <HydrateWhenNear>{children}</HydrateWhenNear> : <HydrateInNextTask media={media}>{children}</HydrateInNextTask>;
}

function HydrateInNextTask({ children, media }: { children: ReactElement; media?: string }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <SuspendDuringFirstHydration id={id} start={media ? whenMatching(media) : nextTask}>
        {children}
      </SuspendDuringFirstHydration>
    </Suspense>
  );
}
