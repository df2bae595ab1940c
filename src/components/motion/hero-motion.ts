import { media } from "../../theme/tokens";
import { isMotionPaused, subscribeToMotionPause } from "./motion-pause";
import type { SpringLoop } from "./spring-loop";

/** Where the icon at `angle` stands after its ring has turned by `turn` degrees. */
export function slotTransform(angle: number, turn: number, size: string, direction: number): string {
  const position = angle + direction * turn;
  // The icon travels the circle and turns back against it, so it stays upright.
  return `rotate(${position}deg) translateX(calc(${size} / 2)) rotate(${-position}deg)`;
}

/** A react-spring loop (spring-loop.ts) from 0 to `to`, loaded when it first runs: reduced motion never loads react-spring. */
function mover(query: string, to: number, seconds: number, apply: (value: number) => void) {
  let loop: Promise<SpringLoop | null> | null = null;
  let wanted = false;
  let stopped = false;
  // Each call acts once the loop has started, in the order of the calls.
  const then = (act: (started: SpringLoop) => void) => void loop?.then((started) => started && act(started));
  return {
    screen: window.matchMedia(query),
    run() {
      wanted = true;
      // The loop starts a task after react-spring's modules ran: two short tasks, not one long.
      loop ??= import("./spring-loop")
        .then((module) => new Promise<typeof module>((nextTask) => setTimeout(nextTask, 0, module)))
        .then(({ startSpringLoop }) => (stopped ? null : startSpringLoop({ to, seconds, apply })));
      then((started) => wanted && started.resume());
    },
    pause() {
      wanted = false;
      then((started) => started.pause());
    },
    stop() {
      stopped = true;
      then((started) => started.stop());
    },
  };
}

/** The rings (wide screens) and the strip (phones) as IconRings and IconStrip render them. */
function movers(hero: HTMLElement) {
  const rings = [...hero.querySelectorAll<HTMLElement>("[data-ring]")].map((ring) => {
    const { ring: direction, seconds, size = "0px" } = ring.dataset;
    const slots = [...ring.children] as HTMLElement[];
    return mover(media.aboveSmall, 360, Number(seconds), (turn) =>
      slots.forEach((slot, index) => (slot.style.transform = slotTransform((360 / slots.length) * index, turn, size, Number(direction)))),
    );
  });
  const strips = [...hero.querySelectorAll<HTMLElement>("[data-strip]")].map((strip) =>
    mover(media.small, -50, Number(strip.dataset.seconds), (shift) => (strip.style.transform = `translateX(${shift}%)`)),
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
