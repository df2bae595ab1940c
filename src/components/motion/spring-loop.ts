// From react-spring's core, not @react-spring/web: the loops write their transforms
// themselves, so they need none of the animated components the web package creates, for every
// HTML and SVG element, when it loads.
import { SpringValue } from "@react-spring/core";

export interface SpringLoop {
  pause(): void;
  resume(): void;
  stop(): void;
}

/**
 * A value that runs from 0 to `to` in `seconds`, linearly, and starts again without end;
 * react-spring's frame loop calls `apply` with each frame's value. This module (and with it
 * react-spring) is loaded only when a loop first starts: see hero-motion.ts.
 */
export function startSpringLoop({ to, seconds, apply }: { to: number; seconds: number; apply: (value: number) => void }): SpringLoop {
  const value = new SpringValue(0);
  void value.start({
    from: 0,
    to,
    loop: true,
    config: { duration: seconds * 1000 },
    onChange: ({ value: current }) => apply(current as number),
  });
  return {
    pause: () => value.pause(),
    resume: () => value.resume(),
    stop: () => value.stop(),
  };
}
