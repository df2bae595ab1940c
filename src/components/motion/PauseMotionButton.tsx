import { useLayoutEffect, useState } from "react";
import { css } from "@emotion/react";
import { brand, colors, radius, unscripted } from "../../theme/tokens";
import type { Labels } from "../../i18n/de";
import { isMotionPaused, setMotionPaused, subscribeToMotionPause } from "./motion-pause";

// Positioned, so it is painted above the hero's rings, which are positioned too. Nothing moves without scripts or
// with reduced motion, so it is hidden then.
const button = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid currentColor;
  border-radius: ${radius.round};
  background: transparent;
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  cursor: pointer;
  ${unscripted} {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

/**
 * True while the visitor has paused the motion (motion-pause.ts, which the hero's island uses without a framework).
 * An island may wake after a pause: it hydrates as the build rendered it, not paused (Preact keeps the HTML's attributes
 * while hydrating), and takes the page's state in the same task.
 */
export function useMotionPaused(): boolean {
  const [paused, setPaused] = useState(false);
  useLayoutEffect(() => {
    const update = () => setPaused(isMotionPaused());
    update();
    return subscribeToMotionPause(update);
  }, []);
  return paused;
}

const tones = {
  /** On the hero's dark gradient, with the icons turning behind it: an opaque ground keeps its words legible. */
  light: css`
    color: ${brand.white};
    background: ${brand.night};
    &:hover {
      background: ${brand.indigo};
    }
  `,
  dark: css`
    color: ${colors.primary};
    background: ${colors.paper};
    &:hover {
      background: ${colors.canvas};
    }
  `,
};

/**
 * The pause control of moving content that starts by itself (WCAG 2.2.2), whose words say what a press does. All
 * controls share one state (motion-pause.ts), and it is in the server-rendered HTML, before the motion starts.
 */
export function PauseMotionButton({ names, tone }: { names: Labels["pauseAnimation"]; tone: keyof typeof tones }) {
  const paused = useMotionPaused();
  return (
    <button type="button" css={[button, tones[tone]]} aria-pressed={paused} onClick={() => setMotionPaused(!paused)}>
      <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
      {paused ? names.resume : names.pause}
    </button>
  );
}
