import { css } from "@emotion/react";
import { Icon } from "../../components/ui/Icon";
import { colors, gradient, space } from "../../theme/tokens";
import type { WebdesignContent } from "./types";

const hero = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.lg};
  min-height: calc(100svh - 4rem);
  padding: ${space.xl} ${space.md};
  overflow: hidden;
  background: ${gradient([colors.ink, colors.primary])};
  color: ${colors.paper};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(2.2rem, 7vw, 4.5rem);
  }
  p {
    max-width: 36rem;
    margin: 0;
    font-size: 1.2rem;
    opacity: 0.92;
  }
`;

const icons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    padding: 0.75rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
  }
`;

const arrow = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border: 2px solid rgba(255, 255, 255, 0.7);
  border-radius: 50%;
  color: ${colors.paper};
  font-size: 1.4rem;
  text-decoration: none;
`;

export function Hero({ hero: content, nextSectionId }: { hero: WebdesignContent["hero"]; nextSectionId: string }) {
  return (
    <section css={hero}>
      <ul css={icons} aria-hidden="true">
        {content.icons.map((name, index) => (
          <li key={`${name}-${index}`}>
            <Icon name={name} size={28} />
          </li>
        ))}
      </ul>
      <h1>{content.headline}</h1>
      <p>{content.subline}</p>
      <a href={`#${nextSectionId}`} css={arrow} aria-label={content.scrollLabel}>
        <span aria-hidden="true">↓</span>
      </a>
    </section>
  );
}
