import { useRef } from "react";
import { css } from "@emotion/react";
import { useInUpperTwoThirds } from "../../hooks/use-in-view";
import { useMotionAllowed } from "../../hooks/use-media-query";
import { PauseMotionButton, useMotionPaused } from "../../components/motion/PauseMotionButton";
import { useLabels } from "../../i18n/language";
import { brand, colors, darkBand, font, layout, radius, scripted, space } from "../../theme/tokens";
import { pauseControls, section } from "./section-styles";
import type { WebdesignContent } from "./types";
import { useTypewriter } from "./use-typewriter";

// The whole text stands in the box from the start (nothing shifts), dimmed once scripts run (6:1 against the box);
// typing turns it white. One paragraph, so screen readers read it once and no word jumps lines while it is typed.
const box = css`
  position: relative;
  max-width: ${layout.textWidth};
  margin: 0 auto;
  padding: ${space.xl};
  border-radius: ${radius.md};
  ${darkBand}
  background: ${brand.night};
  color: ${colors.onColor};
  font-family: ${font.mono};
  font-size: 1.1rem;
  p {
    margin: 0;
    ${scripted} {
      color: rgba(255, 255, 255, 0.55);
    }
  }
  [data-typed] {
    color: ${colors.onColor};
  }
`;

const controls = css`
  ${pauseControls};
  max-width: ${layout.textWidth};
  margin: 0 auto;
`;

// Drawn where the next character goes, without taking a place of its own in the line.
const cursor = css`
  position: absolute;
  width: 0.6em;
  height: 1.3em;
  border-bottom: 2px solid ${colors.focus};
`;

/** Types its text once in the upper two thirds of the screen; typing lasts over 5 s, so it has a pause control (WCAG 2.2.2). */
export function TypewriterSection({ typewriter }: { typewriter: WebdesignContent["typewriter"] }) {
  const labels = useLabels();
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInUpperTwoThirds(boxRef);
  const paused = useMotionPaused();
  const motionAllowed = useMotionAllowed() && !paused;
  const { typed, done } = useTypewriter(typewriter.text, { start: inView, instant: !motionAllowed });
  return (
    <section css={section} aria-labelledby="typewriter-heading">
      <h2 id="typewriter-heading">{typewriter.heading}</h2>
      <div css={box} ref={boxRef} data-testid="typewriter">
        <p>
          <span data-typed="">
            {typed}
            {!done && <span css={cursor} />}
          </span>
          {typewriter.text.slice(typed.length)}
        </p>
      </div>
      <div css={controls}>
        <PauseMotionButton names={labels.pauseTypewriter} tone="dark" />
      </div>
    </section>
  );
}
