import { Suspense, useId, type ReactElement } from "react";

/**
 * Whether the page's server-rendered HTML is still waiting for its first hydration. Only
 * then does a part wait; after that (client-side navigation, tests) parts render at once.
 */
let firstHydration =
  typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.hasChildNodes());

/** Called once the first page is hydrated (gatsby-browser's onInitialClientRender). */
export function endFirstHydration(): void {
  firstHydration = false;
  waiting.clear();
}

interface Wait {
  done: boolean;
  promise: Promise<void>;
}
const waiting = new Map<string, Wait>();

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

function SuspendDuringFirstHydration({ children }: { children: ReactElement }) {
  const id = useId();
  if (firstHydration) {
    const wait = waiting.get(id) ?? waitForNextTask();
    waiting.set(id, wait);
    if (!wait.done) throw wait.promise;
  }
  return children;
}

/**
 * Progressive hydration. Preact hydrates a page in one task, which on a mid-range phone
 * blocks input for longer than 50 ms on the bigger pages. A part wrapped in HydrateLater
 * suspends during that first hydration: Preact keeps its server-rendered DOM on screen and
 * hydrates it when the wait ends, each part in a task of its own. Until then the part is
 * plain HTML (links work); it becomes interactive a few milliseconds later.
 *
 * `children` must be a single element: Preact keeps exactly one DOM node for a waiting part.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <SuspendDuringFirstHydration>{children}</SuspendDuringFirstHydration>
    </Suspense>
  );
}
