import { useEffect, useRef } from "react";
import type { SpringLoop } from "./spring-loop";

interface LoopOptions {
  /** where one pass ends; the value starts at 0 (read when the loop first starts, like `seconds`) */
  to: number;
  seconds: number;
  /** false pauses the loop (reduced motion, the pause control, another screen width) */
  running: boolean;
  /** writes one frame's value to the page (transforms only) */
  apply: (value: number) => void;
}

/**
 * Runs a react-spring loop (spring-loop.ts) while `running`. react-spring comes with that
 * module in a chunk of its own, loaded when the loop first runs, not with the page: evaluating
 * it with the page's chunk, and starting the springs while the page hydrated, made long tasks.
 * A visitor who prefers reduced motion never loads it.
 */
export function useSpringLoop({ to, seconds, running, apply }: LoopOptions): void {
  const loop = useRef<SpringLoop | null>(null);
  // The latest `apply` without restarting the loop when a render passes a new function.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    if (!running) {
      loop.current?.pause();
      return;
    }
    if (loop.current) {
      loop.current.resume();
      return;
    }
    let cancelled = false;
    void import("./spring-loop").then(({ startSpringLoop }) => {
      if (!cancelled) loop.current = startSpringLoop({ to, seconds, apply: (value) => applyRef.current(value) });
    });
    return () => {
      cancelled = true;
    };
  }, [running, to, seconds]);

  useEffect(
    () => () => {
      loop.current?.stop();
      loop.current = null;
    },
    [],
  );
}
