import { css } from "@emotion/react";
import { colors, font, layout, radius, space } from "../../theme/tokens";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";

const box = css`
  max-width: ${layout.textWidth};
  margin: 0 auto;
  padding: ${space.xl};
  border-radius: ${radius.md};
  background: ${colors.ink};
  color: ${colors.paper};
  font-family: ${font.mono};
  font-size: 1.1rem;
`;

export function TypewriterSection({ typewriter }: { typewriter: WebdesignContent["typewriter"] }) {
  return (
    <section css={section}>
      <h2>{typewriter.heading}</h2>
      <p css={box}>{typewriter.text}</p>
    </section>
  );
}
