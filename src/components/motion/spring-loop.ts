// From react-spring's core: the web package creates an animated component for every HTML and SVG element when it
// loads, and the loops write their transforms themselves.
import { SpringValue } from "@react-spring/core";

/** A value that runs from 0 to `to` in `seconds`, linearly and without end, passed to `apply` each frame. */
export function startSpringLoop({ to, seconds, apply }: { to: number; seconds: number; apply: (value: number) => void }) {
  const value = new SpringValue(0);
  void value.start({
    from: 0,
    to,
    loop: true,
    config: { duration: seconds * 1000 },
    onChange: ({ value: current }) => apply(current as number),
  });
  return value;
}

export type SpringLoop = ReturnType<typeof startSpringLoop>;
