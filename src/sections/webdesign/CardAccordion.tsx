import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { Icon } from "../../components/ui/Icon";
import { cardItem, cardList } from "./card-accordion-styles";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";

/**
 * Six cards, at most one open. A mouse opens a card by hovering; a tap, a click or
 * Enter/Space on its button toggles it. On phones the cards scroll sideways.
 */
export function CardAccordion({ cards, id }: { cards: WebdesignContent["cards"]; id: string }) {
  const [active, setActive] = useState<number | null>(null);
  const hovering = useRef<number | null>(null);

  const enter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovering.current = index;
    setActive(index);
  };
  const leave = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovering.current = null;
    setActive((current) => (current === index ? null : current));
  };

  const press = (index: number) => (event: MouseEvent) => {
    // A mouse click on the card it hovers keeps it open; keyboard and touch toggle.
    const byHoveringMouse = event.detail > 0 && hovering.current === index;
    setActive((current) => (current === index && !byHoveringMouse ? null : index));
  };

  return (
    <section css={section} id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{cards.heading}</h2>
      <p>{cards.intro}</p>
      <ul css={cardList}>
        {cards.items.map((card, index) => {
          const isActive = active === index;
          const descriptionId = `${id}-card-${index}`;
          return (
            <li
              key={card.name}
              css={cardItem}
              data-active={isActive || undefined}
              style={{ ["--card-color" as string]: card.color }}
              onPointerEnter={enter(index)}
              onPointerLeave={leave(index)}
            >
              <h3>
                <button type="button" aria-expanded={isActive} aria-controls={descriptionId} onClick={press(index)}>
                  <span data-badge="">
                    <Icon name={card.icon} />
                  </span>
                  {card.name}
                </button>
              </h3>
              <p id={descriptionId}>{card.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
