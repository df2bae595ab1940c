import { css } from "@emotion/react";
import { mq, space } from "../../theme/tokens";

/** A list of cards in a grid: one column on phones, two from 600 px; a page adds its wider columns. */
export const cardGrid = css`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
