import { css } from "@emotion/react";
import { colors, layout, space } from "../../theme/tokens";

export const section = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.xxl} ${space.md};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: clamp(1.6rem, 4vw, 2.3rem);
    text-align: center;
  }
  > p {
    max-width: ${layout.textWidth};
    margin: 0 auto ${space.xl};
    color: ${colors.inkMuted};
    text-align: center;
  }
`;

// The gap is on the button: without it (no scripts, reduced motion) no gap is left.
export const pauseControls = css`
  display: flex;
  justify-content: flex-end;
  > button {
    margin-top: ${space.sm};
  }
`;
