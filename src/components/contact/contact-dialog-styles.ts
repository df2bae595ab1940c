import { css } from "@emotion/react";
import { colors, radius, space } from "../../theme/tokens";

export const intro = css`
  margin: 0 0 ${space.lg};
  color: ${colors.inkMuted};
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.md};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    padding: 0.7rem 0.8rem;
    border: 1px solid ${colors.fieldBorder};
    border-radius: ${radius.sm};
    font: inherit;
    color: inherit;
    background: ${colors.paper};
  }
  textarea {
    resize: vertical;
  }
`;

export const consentRow = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
  font-size: 0.95rem;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
  }
`;

/** Off-screen, so people never see it; bots that fill every field do. */
export const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const resultBanner = css`
  &[data-result] {
    margin-top: ${space.md};
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.sm};
    font-weight: 600;
  }
  &[data-result="success"] {
    background: ${colors.successGround};
    color: ${colors.success};
  }
  &[data-result="error"] {
    background: ${colors.errorGround};
    color: ${colors.error};
  }
`;
