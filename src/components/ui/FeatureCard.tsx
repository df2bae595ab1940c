import { css } from "@emotion/react";
import { colors, radius, shadow, space } from "../../theme/tokens";
import { Icon } from "./Icon";

type FeatureCardData = NonNullable<Queries.ServicePageQuery["servicePage"]>["features"][number];

const card = css`
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  h2 {
    margin: ${space.md} 0 ${space.sm};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 12px;
  color: ${colors.onColor};
`;

/** A service card: coloured icon, name (a section heading below the page title), description. */
export function FeatureCard({ name, color, icon, description }: FeatureCardData) {
  return (
    <article css={card}>
      <span css={badge} style={{ background: color }}>
        <Icon name={icon} />
      </span>
      <h2>{name}</h2>
      <p>{description}</p>
    </article>
  );
}
