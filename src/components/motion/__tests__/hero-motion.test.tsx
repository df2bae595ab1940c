import { act, render } from "@testing-library/react";
import IconRings from "../IconRings";
import IconStrip from "../IconStrip";
import { startHeroMotion } from "../hero-motion";
import { setMotionPaused } from "../motion-pause";
import { media } from "../../../theme/tokens";

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
  const firstSlot = () => (hero.querySelector("[data-ring] > span") as HTMLElement).style.transform;
  const strip = () => (hero.querySelector("[data-strip]") as HTMLElement).style.transform;
  return { hero, firstSlot, strip };
}

// Simulated time, from before react-spring loads (on first use), so its frame loop runs on the fake clock.
jest.useFakeTimers();

/** Lets react-spring's frame loop run for `ms` of simulated time. */
const frames = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => Object.assign(window, { IntersectionObserver: FakeIntersectionObserver }));
afterEach(() => act(() => setMotionPaused(false)));

describe("startHeroMotion", () => {
  it("turns the rings on a wide screen while the hero is on screen, and leaves the phone's strip at rest", async () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero, firstSlot, strip } = renderHero();
    const atRest = firstSlot();
    const stop = startHeroMotion(hero);
    await frames(100);
    expect(firstSlot()).toBe(atRest);

    show(true);
    await frames(200);
    expect(firstSlot()).not.toBe(atRest);
    expect(firstSlot()).toMatch(/^rotate\([\d.]+deg\) translateX\(calc\(var\(--inner-ring\) \/ 2\)\) rotate\(-[\d.]+deg\)$/);
    expect(strip()).toBe("translateX(0%)");

    show(false);
    await frames(50);
    const scrolledAway = firstSlot();
    await frames(150);
    expect(firstSlot()).toBe(scrolledAway);
    stop();
  });

  it("moves the strip on a phone, and switches to the rings when the screen widens", async () => {
    const change = fakeScreen({ wide: false, reduced: false });
    const { hero, firstSlot, strip } = renderHero();
    const ringsAtRest = firstSlot();
    const stop = startHeroMotion(hero);
    show(true);
    await frames(200);
    expect(strip()).toMatch(/^translateX\(-[\d.]+%\)$/);
    expect(firstSlot()).toBe(ringsAtRest);

    change({ wide: true });
    await frames(50);
    const stripStopped = strip();
    await frames(200);
    expect(strip()).toBe(stripStopped);
    expect(firstSlot()).not.toBe(ringsAtRest);
    stop();
  });

  it("stands still while a pause control is pressed and goes on from there when it is pressed again", async () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero, firstSlot } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    await frames(150);
    act(() => setMotionPaused(true));
    await frames(50);
    const paused = firstSlot();
    await frames(200);
    expect(firstSlot()).toBe(paused);
    act(() => setMotionPaused(false));
    await frames(200);
    expect(firstSlot()).not.toBe(paused);
    stop();
  });

  it("never moves for a visitor who prefers reduced motion", async () => {
    fakeScreen({ wide: true, reduced: true });
    const { hero, firstSlot } = renderHero();
    const atRest = firstSlot();
    const stop = startHeroMotion(hero);
    show(true);
    await frames(250);
    expect(firstSlot()).toBe(atRest);
    stop();
  });

  it("stops for good when its stop is called", async () => {
    fakeScreen({ wide: true, reduced: false });
    const { hero, firstSlot } = renderHero();
    const stop = startHeroMotion(hero);
    show(true);
    await frames(150);
    stop();
    await frames(50);
    const stopped = firstSlot();
    await frames(200);
    expect(firstSlot()).toBe(stopped);
  });
});
