import { useRef } from "react";
import { css } from "@emotion/react";
import { useInUpperTwoThirds } from "../../hooks/use-in-view";
import { useMotionAllowed } from "../../hooks/use-media-query";
import { PauseMotionButton } from "../../components/motion/PauseMotionButton";
import { useMotionPaused } from "../../components/motion/motion-pause";
import { labels } from "../../i18n/de";
import { colors, font, layout, radius, space } from "../../theme/tokens";
import { scripted } from "../../theme/scripted";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";
import { useTypewriter } from "./use-typewriter";

// The full text sets the box's size from the start (so nothing shifts) and is what screen
// readers read; once scripts run it is transparent and the typed text is drawn over it.
const box = css`
  position: relative;
  max-width: ${layout.textWidth};
  margin: 0 auto;
  padding: ${space.xl};
  border-radius: ${radius.md};
  background: ${colors.ink};
  color: ${colors.paper};
  font-family: ${font.mono};
  font-size: 1.1rem;
  p {
    margin: 0;
  }
  [data-sizer] {
    ${scripted} {
      color: transparent;
    }
  }
  [data-typed] {
    position: absolute;
    inset: ${space.xl};
    display: none;
    ${scripted} {
      display: block;
    }
  }
`;

const controls = css`
  display: flex;
  justify-content: flex-end;
  max-width: ${layout.textWidth};
  margin: 0 auto;
  /* On the button: without it (no scripts, reduced motion) no gap is left. */
  > button {
    margin-top: ${space.sm};
  }
`;

const cursor = css`
  display: inline-block;
  width: 0.6em;
  margin-left: 2px;
  border-bottom: 2px solid ${colors.focus};
`;

/**
 * Types its text once the section is in the upper two thirds of the screen; screen readers
 * get it whole. Typing lasts longer than 5 s, so a control next to it stops it (WCAG 2.2.2):
 * paused, the whole text shows at once, as with reduced motion.
 */
export function TypewriterSection({ typewriter }: { typewriter: WebdesignContent["typewriter"] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInUpperTwoThirds(boxRef);
  const paused = useMotionPaused();
  const motionAllowed = useMotionAllowed() && !paused;
  const { typed, done } = useTypewriter(typewriter.text, { start: inView, instant: !motionAllowed });
  return (
    <section css={section} aria-labelledby="typewriter-heading">
      <h2 id="typewriter-heading">{typewriter.heading}</h2>
      <div css={box} ref={boxRef} data-testid="typewriter">
        <p data-sizer="">{typewriter.text}</p>
        <p data-typed="" aria-hidden="true">
          {typed}
          {!done && <span css={cursor} />}
        </p>
      </div>
      <div css={controls}>
        <PauseMotionButton names={labels.pauseTypewriter} tone="dark" />
      </div>
    </section>
  );
}
