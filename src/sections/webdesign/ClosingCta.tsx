import { css } from "@emotion/react";
import { ContactButton } from "../../components/contact/ContactButton";
import { colors, layout, radius, space } from "../../theme/tokens";
import type { WebdesignContent } from "./types";

const box = css`
  max-width: ${layout.textWidth};
  margin: ${space.xl} auto ${space.xxl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  text-align: center;
  h2 {
    margin: 0 0 ${space.sm};
  }
  p {
    margin: 0 0 ${space.lg};
    color: ${colors.inkMuted};
  }
`;

export function ClosingCta({ cta }: { cta: WebdesignContent["cta"] }) {
  return (
    <section css={box}>
      <h2>{cta.heading}</h2>
      <p>{cta.text}</p>
      <ContactButton>{cta.buttonText}</ContactButton>
    </section>
  );
}
