import { act, render } from "@testing-library/react";
import IconRings from "../IconRings";
import IconStrip from "../IconStrip";
import { slotTransform, startHeroMotion } from "../hero-motion";
import { setMotionPaused } from "../motion-pause";
import { media, motion } from "../../../theme/tokens";

/** Screen width and motion preference the test can change; `change` tells the listeners as a browser would. */
function fakeScreen({ wide, reduced }: { wide: boolean; reduced: boolean }) {
  const lists = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  const state = { wide, reduced };
  const matches = (query: string) =>
    query === media.aboveSmall ? state.wide : query === media.small ? !state.wide : query.includes("reduce") && state.reduced;
  window.matchMedia = (query: string) => {
    const list = { matches: matches(query), listeners: new Set<() => void>() };
    lists.set(query, list);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return (change: Partial<typeof state>) => {
    Object.assign(state, change);
    lists.forEach((list) => list.listeners.forEach((listener) => listener()));
  };
}

/** The hero's viewport: `show(false)` scrolls it away. */
let show: (onScreen: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    show = (onScreen) => callback([{ isIntersecting: onScreen }]);
  }
  observe() {}
  disconnect() {
    show = () => {};
  }
}

/** The hero's icons as the page renders them. */
function renderHero() {
  const { container } = render(
    <section>
      <IconRings icons={["code", "search", "shield", "bolt"]} />
      <IconStrip icons={["code", "search"]} />
    </section>,
  );
  const hero = container.querySelector("section")!;
  const slots = [...hero.querySelectorAll<HTMLElement>("[data-ring] > span")];
  const strip = hero.querySelector<HTMLElement>("[data-strip]")!;
  return { hero, slots, strip };
}

/** A loop the browser would run on the compositor: what it was made with, and whether it runs. */
interface Loop {
  element: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  playState: "running" | "paused" | "idle";
}
let loops: Loop[] = [];
/** jsdom has no Web Animations: `element.animate` records each loop, which the test reads. */
beforeAll(() => {
  Element.prototype.animate = function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const loop: Loop = { element: this, keyframes, options, playState: "running" };
    loops.push(loop);
    return {
      play: () => void (loop.playState = "running"),
      pause: () => void (loop.playState = "paused"),
      cancel: () => void (loops = loops.filter((other) => other !== loop)),
    } as unknown as Animation;
  } as typeof Element.prototype.animate;
});
const running = (elements: Element[]) => elements.map((element) => loops.find((loop) => loop.element === element)?.playState ?? "none");

beforeEach(() => {
  loops = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => act(() => setMotionPaused(false)));

describe("startHeroMotion", () => {
  it("turns the rings on a wide screen while the hero is on screen, each icon round its circle from where it stands, and leaves the phone's strip at rest", () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero, slots, strip } = renderHero();
    const stop = startHeroMotion(hero);
    expect(loops).toEqual([]);

    show(true);
    expect(running(slots)).toEqual(["running", "running", "running", "running"]);
    expect(running([strip])).toEqual(["none"]);
    // The inner ring's first icon: from its place at rest once round, linearly, without end, in its ring's time.
    const [first] = loops;
    expect(first.keyframes).toEqual([
      { transform: slots[0].style.transform },
      { transform: slotTransform(0, 360, "var(--inner-ring)", 1) },
    ]);
    expect(first.options).toEqual({ duration: motion.innerRingSeconds * 1000, iterations: Infinity, easing: "linear" });
    // The outer ring turns the other way.
    expect(loops.at(-1)!.keyframes[1]).toEqual({ transform: slotTransform(180, 360, "var(--outer-ring)", -1) });

    show(false);
    expect(running(slots)).toEqual(["paused", "paused", "paused", "paused"]);
    stop();
  });

  it("moves the strip on a phone, by half its width (its icons twice), and switches to the rings when the screen widens", () => {
    const change = fakeScreen({ wide: false, reduced: false });
    const { hero, slots, strip } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    expect(running([strip])).toEqual(["running"]);
    expect(loops[0].keyframes).toEqual([{ transform: "translateX(0%)" }, { transform: "translateX(-50%)" }]);
    expect(loops[0].options.duration).toBe(motion.stripSeconds * 1000);
    expect(running(slots)).toEqual(["none", "none", "none", "none"]);

    change({ wide: true });
    expect(running([strip])).toEqual(["paused"]);
    expect(running(slots)).toEqual(["running", "running", "running", "running"]);
    stop();
  });

  it("stands still while a pause control is pressed and goes on from there when it is pressed again", () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero, slots } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    act(() => setMotionPaused(true));
    expect(running(slots)).toEqual(["paused", "paused", "paused", "paused"]);
    const made = loops.length;
    act(() => setMotionPaused(false));
    expect(running(slots)).toEqual(["running", "running", "running", "running"]);
    // The same loops, from where they stood.
    expect(loops).toHaveLength(made);
    stop();
  });

  it("never moves for a visitor who prefers reduced motion", () => {
    fakeScreen({ wide: true, reduced: true });
    const { hero } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    expect(loops).toEqual([]);
    stop();
  });

  it("stops for good when its stop is called: the icons go back to rest", () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    stop();
    expect(loops).toEqual([]);
    act(() => setMotionPaused(true));
    act(() => setMotionPaused(false));
    show(true);
    expect(loops).toEqual([]);
  });
});
