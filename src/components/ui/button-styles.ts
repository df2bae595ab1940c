import { css } from "@emotion/react";
import { colors, mq, radius } from "../../theme/tokens";

/**
 * The one look of every call-to-action, whether it is a link or a button. Its fill is gone under forced colours, so a
 * border in its text colour keeps its shape there.
 */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 0;
  border-radius: ${radius.round};
  background: ${colors.primary};
  ${mq.forcedColours} {
    border: 2px solid currentColor;
  }
  color: ${colors.paper};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    transform 0.2s ease;
  &:hover {
    background: ${colors.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const quietButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.round};
  background: ${colors.paper};
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;
