import { Suspense, useEffect, useId, useRef, type ReactElement } from "react";
import { SuspendDuringFirstHydration } from "./HydrateLater";

// How near the viewport a part hydrates: within half a screen height above or below it.
const NEAR = "50% 0px";
// A visitor reaching for a part before it is near (a jump link, Tab) hydrates it at once: the
// part's own handlers are there before the click or key press that follows.
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

/** How to end the wait of each waiting part, by its wrapper's id, until the wrapper takes it over. */
const ends = new Map<string, () => void>();

/**
 * Calls `end` in a task of its own once `element` (the part's server-rendered DOM) comes near
 * the viewport, or at once on the first pointer, focus or key event inside `wrapper`.
 * Returns what stops watching.
 */
function whenNear(wrapper: HTMLElement, element: Element, end: () => void): () => void {
  let ended = false;
  // Once: the observer's task and a touch that comes before it may both get here.
  const finish = () => {
    if (ended) return;
    ended = true;
    stop();
    end();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The touch listeners stay until then: a click before that task still hydrates the part first.
      setTimeout(finish, 0);
    },
    { rootMargin: NEAR },
  );
  function stop() {
    observer.disconnect();
    for (const type of FIRST_TOUCH) wrapper.removeEventListener(type, finish, true);
  }
  observer.observe(element);
  for (const type of FIRST_TOUCH) wrapper.addEventListener(type, finish, true);
  return stop;
}

/**
 * Progressive hydration for a part below the fold (see HydrateLater): during the first
 * hydration the part stays server-rendered HTML until it comes near the viewport (half a
 * screen away), then hydrates in a task of its own; a visitor who touches, focuses or types
 * into it first hydrates it at once. While the page loads, a part nobody scrolls to costs
 * nothing.
 *
 * The part sits in a wrapper that hydrates at once, so its server-rendered DOM can be
 * watched. The wrapper takes no box of its own (`display: contents`); a selector that needs
 * the part as a direct child of its parent does not match through it. `children` must be a
 * single element, as for HydrateLater. A module of its own, so that pages without such a part
 * (the start page) do not load it.
 */
export function HydrateWhenNear({ children }: { children: ReactElement }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = ends.get(id);
    ends.delete(id);
    const element = wrapper.current?.firstElementChild;
    // Not waiting: rendered after the first hydration (client-side navigation).
    if (!end || !wrapper.current) return;
    // No server-rendered DOM to watch (not expected): hydrate in the next task.
    if (!element) return void setTimeout(end, 0);
    return whenNear(wrapper.current, element, end);
  }, [id]);
  return (
    <div ref={wrapper} css={{ display: "contents" }}>
      <Suspense fallback={null}>
        <SuspendDuringFirstHydration start={(end) => ends.set(id, end)}>{children}</SuspendDuringFirstHydration>
      </Suspense>
    </div>
  );
}
