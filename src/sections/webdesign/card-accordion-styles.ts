import { css } from "@emotion/react";
import { colors, mq, radius, scripted, shadow, space } from "../../theme/tokens";
import { cardGrid } from "../../components/ui/card-grid";

// Comments stay outside the css`` templates: emotion ships a template's text to every visitor as it is written.

// From 600 px all rows are as tall as the tallest card; phones get one row that scrolls sideways, card by card.
export const cardList = css`
  ${cardGrid};
  ${mq.aboveSmall} {
    grid-auto-rows: 1fr;
  }
  ${mq.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.small} {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: ${space.md};
    margin: 0 -${space.md};
    padding-inline: ${space.md};
    scroll-padding-inline: ${space.md};
  }
`;

/** Room for the hint below the short line: its height (the "+" is 1.6em of 0.95rem) and a gap. */
const hintRoom = "2.6rem";

/** The middle of the badge, from the card's top left corner: where the colour spreads from when it opens. */
const badgeCentre = "2.95rem 2.95rem";

// Short line, hint and description share one grid cell, so a card is always as tall as its taller text (WCAG 1.4.12)
// and opening changes only colours, opacity and transforms: no layout shift. The button spans the card's rows (a
// subgrid), so focus scrolls the whole card into view, and its ::after covers the card, so a tap anywhere opens it;
// with :has() its focus ring goes round the whole card. Without scripts every text shows and the hint is left out.
// `p[id]` is the description: the paragraph the button controls. Under forced colours the shadow is gone: a border in
// the system's text colour draws the card's edge, which is the edge of the button laid over it.
export const cardItem = css`
  position: relative;
  isolation: isolate;
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  ${mq.forcedColours} {
    border: 1px solid CanvasText;
  }
  ${mq.small} {
    flex: 0 0 82%;
    scroll-snap-align: start;
  }
  h3 {
    margin: 0;
  }
  button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.md};
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.ink};
    font: inherit;
    font-size: 1.2rem;
    font-weight: 700;
    text-align: left;
    cursor: pointer;
    scroll-margin-block: calc(${space.lg} + ${space.sm});
    ${mq.small} {
      font-size: 1.1rem;
    }
    &::after {
      content: "";
      position: absolute;
      inset: 0;
    }
  }
  @supports selector(:has(*)) {
    &:has(button:focus-visible) {
      outline: 3px solid ${colors.focus};
      outline-offset: -3px;
    }
    button:focus-visible {
      outline: none;
    }
  }
  [data-badge] {
    display: inline-flex;
    justify-self: start;
    padding: 0.7rem;
    border-radius: 12px;
    background: var(--card-color);
    color: ${colors.onColor};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  [data-teaser] {
    color: ${colors.ink};
    font-size: 1.15rem;
  }
  [data-more] {
    display: none;
  }
  ${scripted} {
    grid-template-rows: auto auto 1fr;
    h3,
    button {
      grid-area: 1 / 1 / -1;
      display: grid;
      grid-template-rows: subgrid;
    }
    &::before {
      content: "";
      position: absolute;
      inset: 0;
      z-index: -1;
      border-radius: inherit;
      background: var(--card-color);
      clip-path: circle(0 at ${badgeCentre});
    }
    [data-teaser],
    p[id],
    [data-more] {
      grid-area: 3 / 1;
    }
    [data-teaser] {
      margin-bottom: ${hintRoom};
    }
    p[id] {
      color: ${colors.onColor};
      font-size: 0.95rem;
      line-height: 1.5;
      opacity: 0;
      visibility: hidden;
      transform: translateY(0.5rem);
    }
    [data-more] {
      display: flex;
      align-self: end;
      align-items: center;
      gap: ${space.sm};
      color: var(--card-color);
      font-size: 0.95rem;
      /* The editors' card colours are dark: on a dark card, the words are in the text colour, the round sign keeps it. */
      ${mq.dark} {
        color: ${colors.ink};
      }
      font-weight: 700;
      &::after {
        content: "+";
        display: grid;
        place-items: center;
        width: 1.6em;
        height: 1.6em;
        border-radius: 50%;
        background: var(--card-color);
        color: ${colors.onColor};
      }
    }
    ${mq.motionOk} {
      &::before {
        transition: clip-path 0.45s ease;
      }
      button,
      [data-badge] {
        transition:
          color 0.3s,
          background 0.3s;
      }
      p,
      [data-more] {
        transition:
          opacity 0.25s ease,
          transform 0.3s ease,
          visibility 0.3s;
      }
    }
    &[data-active] {
      &::before {
        clip-path: circle(150% at ${badgeCentre});
      }
      button {
        color: ${colors.onColor};
      }
      [data-badge] {
        background: rgba(255, 255, 255, 0.2);
      }
      [data-teaser],
      [data-more] {
        opacity: 0;
        visibility: hidden;
      }
      p[id] {
        opacity: 1;
        visibility: visible;
        transform: none;
      }
    }
  }
`;
