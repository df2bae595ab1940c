import { css } from "@emotion/react";
import { FeatureCard } from "../../components/ui/FeatureCard";
import { mq, space } from "../../theme/tokens";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";

const list = css`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.aboveSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export function CardAccordion({ cards, id }: { cards: WebdesignContent["cards"]; id: string }) {
  return (
    <section css={section} id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{cards.heading}</h2>
      <p>{cards.intro}</p>
      <ul css={list}>
        {cards.items.map((card) => (
          <li key={card.name}>
            <FeatureCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
