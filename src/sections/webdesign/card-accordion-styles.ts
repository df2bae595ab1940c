import { css } from "@emotion/react";
import { colors, mq, radius, shadow, space } from "../../theme/tokens";
import { scripted } from "../../theme/scripted";

export const cardList = css`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Phones: one row that scrolls sideways, snapping card by card. */
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

/** The card's top padding and badge (icon and its padding): what an open description leaves free. */
const cardBadgeHeight = "4.5rem";

export const cardItem = css`
  position: relative;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
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
    width: 100%;
    height: 100%;
    padding: ${space.lg};
    border: 0;
    background: none;
    color: ${colors.ink};
    font: inherit;
    font-size: 1.2rem;
    font-weight: 700;
    text-align: left;
    cursor: pointer;
    /* Inside the card: the card clips what lies outside it, an outline there included. */
    &:focus-visible {
      outline-offset: -6px;
    }
  }
  /* Where the browser knows :has(), the ring goes round the whole card instead: the card's own
     outline is painted over its open description, which covers the lower part of the button's. */
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
    padding: 0.7rem;
    border-radius: 12px;
    background: var(--card-color);
    color: ${colors.paper};
  }
  p {
    margin: 0;
    padding: 0 ${space.lg} ${space.lg};
    color: ${colors.inkMuted};
  }
  /* Interactive: every card has the same size; the description covers its card from the
     bottom when open. Button and description share one grid cell, so a card is always as
     tall as its description (larger text, wider text spacing: WCAG 1.4.12) and none is cut. */
  ${scripted} {
    display: grid;
    min-height: 15rem;
    > h3,
    > p {
      grid-area: 1 / 1;
    }
    p {
      align-self: end;
      /* The open description leaves the card's badge in sight, so its focused button is never
         entirely covered (WCAG 2.4.11); a long text makes every card taller instead. */
      margin-top: ${cardBadgeHeight};
      padding: ${space.lg};
      background: var(--card-color);
      color: ${colors.paper};
      opacity: 0;
      visibility: hidden;
      transform: translateY(0.5rem);
    }
    ${mq.motionOk} {
      p {
        transition:
          opacity 0.25s ease,
          transform 0.25s ease,
          visibility 0.25s;
      }
    }
    &[data-active] p {
      opacity: 1;
      visibility: visible;
      transform: none;
    }
  }
`;
