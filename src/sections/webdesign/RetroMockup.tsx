import { css } from "@emotion/react";
import { PauseMotionButton, useMotionPaused } from "../../components/motion/PauseMotionButton";
import { useLabels } from "../../i18n/language";
import { mq, scripted } from "../../theme/tokens";
import { pauseControls } from "./section-styles";
import type { WebdesignContent } from "./types";

// A 1990s personal homepage, deliberately loud. The marquee moves only with scripts (which bring its pause
// control, WCAG 2.2.2) and when motion is welcome.
const page = css`
  min-height: 24rem;
  padding: 1rem;
  border: 6px ridge #c0c0c0;
  background: repeating-linear-gradient(45deg, #000080 0 12px, #00007a 12px 24px);
  color: #ffff00;
  font-family: "Comic Sans MS", "Comic Neue", "Chalkboard SE", cursive;
  text-align: center;
  h3 {
    margin: 0.5rem 0;
    color: #ff00ff;
    font-size: 1.7rem;
    text-shadow: 2px 2px #00ffff;
  }
  a {
    color: #00ffff;
  }
`;

// The paused rule is more specific than the animation shorthand, which would reset it.
const marqueeBox = css`
  overflow: hidden;
  margin: 0.5rem 0;
  background: #c0c0c0;
  color: #8b0000;
  font-weight: bold;
  white-space: nowrap;
  span {
    display: inline-block;
  }
  ${mq.motionOk} {
    ${scripted} span {
      padding-left: 100%;
      animation: marquee 12s linear infinite;
    }
    ${scripted}[data-paused] span {
      animation-play-state: paused;
    }
  }
  @keyframes marquee {
    to {
      transform: translateX(-100%);
    }
  }
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  text-decoration: underline;
  color: #00ffff;
`;

const counter = css`
  display: inline-block;
  padding: 0.2rem 0.6rem;
  background: #000;
  color: #00ff00;
  font-family: monospace;
`;

export function RetroMockup({ retro }: { retro: WebdesignContent["toggle"]["retro"] }) {
  const labels = useLabels();
  const paused = useMotionPaused();
  return (
    <div>
      <div css={page}>
        <div css={marqueeBox} data-marquee="" data-paused={paused || undefined}>
          <span>{retro.marquee}</span>
        </div>
        <h3>{retro.title}</h3>
        <p>{retro.welcome}</p>
        <ul css={links}>
          {retro.links.map((link) => (
            <li key={link}>{link}</li>
          ))}
        </ul>
        <p css={counter}>{retro.counter}</p>
        <p>
          <small>{retro.footer}</small>
        </p>
      </div>
      <div css={pauseControls}>
        <PauseMotionButton names={labels.pauseMarquee} tone="dark" />
      </div>
    </div>
  );
}
