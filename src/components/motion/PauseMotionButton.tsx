import { css } from "@emotion/react";
import { colors, radius } from "../../theme/tokens";
import { unscripted } from "../../theme/scripted";
import { setMotionPaused } from "./motion-pause";
import { useMotionPaused } from "./use-motion-paused";

// Positioned, so it is painted above the hero's rings, which are positioned too.
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
  /* Nothing moves without scripts or with reduced motion, so there is nothing to pause. */
  ${unscripted} {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const tones = {
  /** on the Webdesign hero's dark gradient, with the icons turning behind it: an opaque ground keeps its words legible */
  light: css`
    color: ${colors.paper};
    background: ${colors.ink};
    &:hover {
      background: ${colors.primary};
    }
  `,
  /** on the page's light background */
  dark: css`
    color: ${colors.primary};
    background: ${colors.paper};
    &:hover {
      background: ${colors.canvas};
    }
  `,
};

export interface PauseMotionButtonProps {
  /** what the button says while the motion runs and while it is paused */
  names: { readonly pause: string; readonly resume: string };
  tone: keyof typeof tones;
}

/**
 * The visible pause control next to moving content that starts by itself (WCAG 2.2.2). A
 * toggle (`aria-pressed` is true while paused) whose words say what a press does. Every
 * control shares one state (motion-pause.ts): pausing one pauses all motion of the page.
 * It is in the server-rendered HTML, so it is there before the motion starts.
 */
export function PauseMotionButton({ names, tone }: PauseMotionButtonProps) {
  const paused = useMotionPaused();
  return (
    <button type="button" css={[button, tones[tone]]} aria-pressed={paused} onClick={() => setMotionPaused(!paused)}>
      <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
      {paused ? names.resume : names.pause}
    </button>
  );
}
