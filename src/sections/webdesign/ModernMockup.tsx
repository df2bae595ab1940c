import { css } from "@emotion/react";
import { colors, gradient, mq, radius, shadow, space } from "../../theme/tokens";
import type { WebdesignContent } from "./types";

const page = css`
  min-height: 24rem;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  text-align: left;
`;

const top = css`
  padding: ${space.md} ${space.lg};
  border-bottom: 1px solid ${colors.line};
  font-weight: 800;
`;

const heroBox = css`
  padding: ${space.xl} ${space.lg};
  background: ${gradient(["#0f2a4a", "#1f4e79"])};
  color: ${colors.onColor};
  h3 {
    margin: 0 0 ${space.sm};
    font-size: 1.6rem;
  }
  p {
    max-width: 34rem;
    margin: 0 0 ${space.lg};
  }
`;

const fakeButton = css`
  display: inline-block;
  padding: 0.6rem 1.2rem;
  border-radius: ${radius.round};
  background: ${colors.onColor};
  color: #0f2a4a;
  font-weight: 700;
`;

const grid = css`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.lg};
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radius.sm};
  }
  h4 {
    margin: 0 0 ${space.xs};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 0.95rem;
  }
`;

const stories = css`
  padding: 0 ${space.lg} ${space.lg};
  h4 {
    margin: 0 0 ${space.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  strong {
    color: #1f4e79;
    ${mq.dark} {
      color: #9cc3ea;
    }
  }
`;

// The mock-up's success figures are invented; this line says so before anyone reads them.
const exampleNote = css`
  margin: 0;
  padding: ${space.sm} ${space.lg};
  background: ${colors.line};
  color: ${colors.ink};
  font-size: 0.9rem;
`;

export function ModernMockup({ modern }: { modern: WebdesignContent["toggle"]["modern"] }) {
  return (
    <div css={page}>
      <p css={exampleNote}>{modern.exampleNote}</p>
      <div css={top}>{modern.brand}</div>
      <div css={heroBox}>
        <h3>{modern.headline}</h3>
        <p>{modern.text}</p>
        {/* A picture of a button inside the mock-up, not a control of this page. */}
        <span css={fakeButton}>{modern.buttonText}</span>
      </div>
      <ul css={grid}>
        {modern.services.map((service) => (
          <li key={service.name}>
            <h4>{service.name}</h4>
            <p>{service.description}</p>
          </li>
        ))}
      </ul>
      <div css={stories}>
        <h4>{modern.successHeading}</h4>
        <ul>
          {modern.successStories.map((story) => (
            <li key={story.label}>
              <strong>{story.value}</strong> {story.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
