import { Suspense, useId, type ReactElement } from "react";

/**
 * Whether the page's server-rendered HTML is still waiting for its first hydration. Only
 * then does a part start to wait; after that (client-side navigation, tests) parts render
 * at once.
 */
let firstHydration = typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.hasChildNodes());

interface Wait {
  done: boolean;
  promise: Promise<void>;
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

/** A wait that ends in a task of its own, after the tasks already queued. */
function waitForNextTask(): Wait {
  const wait: Wait = { done: false, promise: Promise.resolve() };
  wait.promise = new Promise((resolve) =>
    setTimeout(() => {
      wait.done = true;
      resolve();
    }, 0),
  );
  return wait;
}

/** Suspends `children` during the first hydration until its wait is over. */
function SuspendDuringFirstHydration({ children }: { children: ReactElement }) {
  const id = useId();
  let wait = waiting.get(id);
  if (!wait && firstHydration) {
    wait = waitForNextTask();
    waiting.set(id, wait);
  }
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * Progressive hydration. Preact hydrates a page in one task, which on a mid-range phone
 * blocks input for longer than 50 ms on the bigger pages. A part wrapped in HydrateLater
 * suspends during that first hydration: Preact keeps its server-rendered DOM on screen and
 * hydrates it when the wait ends, each part in a task of its own. Until then the part is
 * plain HTML (links work); it becomes interactive a few milliseconds later.
 *
 * Use it for parts of the page component itself, not inside another waiting part (that
 * one hydrates after the first hydration is over). `children` must be a single element:
 * Preact keeps exactly one DOM node for a waiting part.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <SuspendDuringFirstHydration>{children}</SuspendDuringFirstHydration>
    </Suspense>
  );
}
