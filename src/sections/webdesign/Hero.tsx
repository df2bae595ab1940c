import { css } from "@emotion/react";
import IconRings from "../../components/motion/IconRings";
import IconStrip from "../../components/motion/IconStrip";
import PauseMotion from "../../islands/pause-motion";
import { useLabels } from "../../i18n/language";
import { brand, breakpoints, colors, darkBand, gradient, layout, mq, space } from "../../theme/tokens";
import type { WebdesignContent } from "./types";

// From 1200 px the text stands on the left, in the page's content width.
const wide = `@media (min-width: ${breakpoints.large}px)`;

const hero = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.lg};
  min-height: min(calc(100svh - 4rem), 52rem);
  padding: ${space.xl} ${space.md};
  overflow: hidden;
  ${darkBand}
  background: ${gradient([brand.night, brand.indigo])};
  color: ${colors.onColor};
  text-align: center;
  h1 {
    position: relative;
    margin: 0;
    font-size: clamp(2.2rem, 7vw, 4.5rem);
  }
  p {
    position: relative;
    max-width: 36rem;
    margin: 0;
    font-size: 1.2rem;
  }
  ${mq.aboveSmall} {
    h1,
    p {
      order: -1;
    }
  }
  ${wide} {
    align-items: flex-start;
    padding-inline: max(${space.xl}, calc((100% - ${layout.contentWidth}) / 2));
    text-align: left;
    h1,
    p {
      max-width: 45%;
    }
    h1 {
      font-size: clamp(2.2rem, 5vw, 4rem);
    }
  }
`;

// The rings turn beside the text from 1200 px, below the intro in a box of their own before: no icon ever crosses a
// text or a control (see-the-hero-at-every-width.spec.ts).
const wideOnly = css`
  ${mq.small} {
    display: none;
  }
  ${mq.aboveSmall} {
    --inner-ring: min(34vw, 12rem);
    --outer-ring: min(56vw, 20rem);
    position: relative;
    flex: none;
    width: 100%;
    height: calc(var(--outer-ring) + 3.5rem);
  }
  ${wide} {
    /* Beside the text: the outer ring and its icons stay right of the text's 45 %. */
    --inner-ring: min(58vw, 26rem);
    --outer-ring: min(40rem, 53vw - 4rem);
    position: absolute;
    inset: 0 0 0 47%;
    width: auto;
    height: auto;
  }
`;

const phoneOnly = css`
  width: 100%;
  ${mq.aboveSmall} {
    display: none;
  }
`;

const arrow = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border: 2px solid rgba(255, 255, 255, 0.8);
  border-radius: 50%;
  color: ${colors.onColor};
  font-size: 1.4rem;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

/** The Webdesign page's hero: icon rings on wide screens, a strip on phones, and their pause control (WCAG 2.2.2). */
export function Hero({ hero: content, nextSectionId }: { hero: WebdesignContent["hero"]; nextSectionId: string }) {
  const labels = useLabels();
  return (
    <section css={hero}>
      <div css={wideOnly}>
        <IconRings icons={content.icons} />
      </div>
      <div css={phoneOnly}>
        <IconStrip icons={content.icons} />
      </div>
      <h1>{content.headline}</h1>
      <p>{content.subline}</p>
      <a href={`#${nextSectionId}`} css={arrow} aria-label={content.scrollLabel}>
        <span aria-hidden="true">↓</span>
      </a>
      <PauseMotion names={labels.pauseAnimation} tone="light" />
    </section>
  );
}
