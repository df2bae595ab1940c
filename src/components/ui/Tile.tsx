import { css } from "@emotion/react";
import { colors, gradient, mq, radius, shadow, space } from "../../theme/tokens";
import { Icon } from "./Icon";

type TileData = NonNullable<Queries.HomePageQuery["homePage"]>["tiles"][number];

const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space.lg};
  min-height: 11rem;
  /* Two tiles side by side on a 320 px phone leave little room: less padding there. */
  padding: clamp(0.875rem, 4vw, ${space.lg});
  border-radius: ${radius.md};
  color: ${colors.onColor};
  text-decoration: none;
  box-shadow: ${shadow.card};
  ${mq.motionOk} {
    transition:
      transform 0.25s ease,
      box-shadow 0.25s ease;
  }
  /* The highlighted tile: the one under the pointer or in keyboard focus (HomeView keeps it to one). */
  &:hover,
  &:focus-visible {
    transform: translateY(-4px) scale(1.02);
    box-shadow: ${shadow.raised};
  }
  h2 {
    margin: 0;
    font-size: clamp(1rem, 4.5vw, 1.5rem);
  }
`;

const cta = css`
  align-self: flex-start;
  padding: 0.35rem 0.9rem;
  border-radius: ${radius.round};
  background: ${colors.overGradient};
  font-weight: 600;
  font-size: 0.95rem;
`;

/** A home-page service tile: the whole tile is one link. */
export function Tile({ name, gradient: colours, path, icon, buttonText }: TileData) {
  return (
    <a href={path} css={tile} style={{ background: gradient(colours) }}>
      <Icon name={icon} size={36} />
      <h2>{name}</h2>
      <span css={cta} aria-hidden="true">
        {buttonText}&nbsp;→
      </span>
    </a>
  );
}
