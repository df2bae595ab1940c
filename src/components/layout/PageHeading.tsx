import { css } from "@emotion/react";
import { colors, space } from "../../theme/tokens";
import type { Label } from "../../i18n/de";
import { BackButton } from "./BackButton";

const heading = css`
  margin: ${space.lg} 0 ${space.xl};
  h1 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: clamp(1.9rem, 5vw, 3rem);
  }
  p {
    max-width: 44rem;
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 1.15rem;
  }
`;

export interface PageHeadingProps {
  backLabel: Label;
  title: string;
  intro?: string;
}

/** Back button, the page's one h1 and its intro. */
export function PageHeading({ backLabel, title, intro }: PageHeadingProps) {
  return (
    <div css={heading}>
      <BackButton label={backLabel} />
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </div>
  );
}
