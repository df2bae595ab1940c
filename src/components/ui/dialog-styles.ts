import { css } from "@emotion/react";
import { colors, mq, radius, space } from "../../theme/tokens";

/**
 * The modal <dialog>s: the contact dialog and a project's details. Under forced colours the dialog's ground is the
 * page's, so a border in the system's text colour draws its edge; the close button gets one in its own colour.
 */
export const modal = css`
  width: min(34rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  padding: ${space.xl} ${space.lg} ${space.lg};
  border: 0;
  ${mq.forcedColours} {
    border: 2px solid CanvasText;
  }
  border-radius: ${radius.md};
  background: ${colors.paper};
  color: ${colors.ink};
  &::backdrop {
    background: rgba(20, 23, 43, 0.6);
  }
  h2 {
    margin: 0 0 ${space.sm};
    padding-right: 2.5rem;
  }
`;

export const closeButton = css`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  ${mq.forcedColours} {
    border: 1px solid currentColor;
  }
  color: ${colors.ink};
  font-size: 1.8rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.canvas};
  }
`;
