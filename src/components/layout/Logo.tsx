import { css } from "@emotion/react";
import { labels } from "../../i18n/de";
import { colors, gradient } from "../../theme/tokens";

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 800;
  font-size: 1.15rem;
  letter-spacing: -0.01em;
  color: ${colors.ink};
  text-decoration: none;
`;

const mark = css`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border-radius: 10px;
  background: ${gradient([colors.primary, colors.accent])};
`;

/** The agency's mark and name, always linking to the start page. */
export function Logo({ name }: { name: string }) {
  return (
    <a href="/" css={logo} aria-label={`${name} – ${labels.homeLink}`}>
      <span css={mark} aria-hidden="true" />
      <span aria-hidden="true">{name}</span>
    </a>
  );
}
