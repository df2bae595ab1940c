import { media } from "../../theme/tokens";
import { isMotionPaused, subscribeToMotionPause } from "./motion-pause";

/** Where the icon at `angle` stands after its ring has turned by `turn` degrees. */
export function slotTransform(angle: number, turn: number, size: string, direction: number): string {
  const position = angle + direction * turn;
  // The icon travels the circle and turns back against it, so it stays upright.
  return `rotate(${position}deg) translateX(calc(${size} / 2)) rotate(${-position}deg)`;
}

/**
 * Loops that run `elements` from their first to their last keyframe in `seconds`, linearly and without end, by the
 * browser's Web Animations: the compositor moves a transform, so the page runs no script and no rendering work per
 * frame, and its main thread stays free while it loads. Made when they first run, so reduced motion makes none.
 */
function mover(query: string, seconds: number, elements: { element: HTMLElement; from: string; to: string }[]) {
  let loops: Animation[] | undefined;
  return {
    screen: window.matchMedia(query),
    run() {
      loops ??= elements.map(({ element, from, to }) =>
        element.animate([{ transform: from }, { transform: to }], { duration: seconds * 1000, iterations: Infinity, easing: "linear" }),
      );
      loops.forEach((loop) => loop.play());
    },
    pause: () => loops?.forEach((loop) => loop.pause()),
    stop: () => loops?.forEach((loop) => loop.cancel()),
  };
}

/** The rings (wide screens) and the strip (phones) as IconRings and IconStrip render them. */
function movers(hero: HTMLElement) {
  const rings = [...hero.querySelectorAll<HTMLElement>("[data-ring]")].map((ring) => {
    const { ring: direction, seconds, size = "0px" } = ring.dataset;
    const slots = [...ring.children] as HTMLElement[];
    return mover(
      media.aboveSmall,
      Number(seconds),
      slots.map((element, index) => {
        const angle = (360 / slots.length) * index;
        return { element, from: slotTransform(angle, 0, size, Number(direction)), to: slotTransform(angle, 360, size, Number(direction)) };
      }),
    );
  });
  const strips = [...hero.querySelectorAll<HTMLElement>("[data-strip]")].map((strip) =>
    mover(media.small, Number(strip.dataset.seconds), [{ element: strip, from: "translateX(0%)", to: "translateX(-50%)" }]),
  );
  return [...rings, ...strips];
}

/**
 * Moves the hero's icons on its server-rendered markup: those the screen width shows, while the hero is on screen,
 * unless the visitor prefers reduced motion or paused them. Returns the function that stops it.
 */
export function startHeroMotion(hero: HTMLElement): () => void {
  const parts = movers(hero);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  let onScreen = false;
  const update = () => {
    for (const part of parts) {
      if (onScreen && !reduced.matches && !isMotionPaused() && part.screen.matches) part.run();
      else part.pause();
    }
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries[entries.length - 1].isIntersecting;
    update();
  });
  observer.observe(hero);
  const lists = [reduced, ...parts.map((part) => part.screen)];
  lists.forEach((list) => list.addEventListener("change", update));
  const unsubscribe = subscribeToMotionPause(update);
  return () => {
    observer.disconnect();
    lists.forEach((list) => list.removeEventListener("change", update));
    unsubscribe();
    parts.forEach((part) => part.stop());
  };
}
