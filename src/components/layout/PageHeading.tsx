import { css } from "@emotion/react";
import { colors, space } from "../../theme/tokens";
import type { Label } from "../../i18n/de";
import { useHomeAddress, useLabels } from "../../i18n/language";
import { LabelText, labelLang } from "../ui/LabelText";
import { quietButton } from "../ui/button-styles";

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

/** "Back to Home" or "Zurück zur Startseite": the specification names the label per page. */
export function BackButton({ label }: { label: Label }) {
  return (
    <a href={useHomeAddress()} css={quietButton} {...labelLang(label)} data-screen-only="">
      <span aria-hidden="true">←</span>&nbsp;
      <LabelText label={label} />
    </a>
  );
}

/** The back button ("Zurück zur Startseite" unless the page names another), the page's one h1 and its intro. */
export function PageHeading({ backLabel, title, intro }: { backLabel?: Label; title: string; intro?: string }) {
  const labels = useLabels();
  return (
    <div css={heading}>
      <BackButton label={backLabel ?? labels.backToStart} />
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </div>
  );
}
