import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { Icon } from "../../components/ui/Icon";
import { cardItem, cardList } from "./card-accordion-styles";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";

/** Whether focus came from the keyboard (a tap or click also focuses the button, but is no hover). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

/**
 * Six cards, at most one open. Hover and keyboard focus open a card (WCAG 2.1.1) and leaving closes it; a tap, click
 * or Enter/Space toggles it, but the first press on a card that hover or focus opened keeps it open.
 */
export function CardAccordion({ cards, id }: { cards: WebdesignContent["cards"]; id: string }) {
  const [active, setActive] = useState<number | null>(null);
  const hovering = useRef<number | null>(null);
  const focusing = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // A pointer resting on a card, or focus on its button, that came before the island ran opens it, as it would have;
  // a tap's click comes after hydration (plugins/gatsby-plugin-islands) and finds the card as it was.
  useEffect(() => {
    const cards = [...(list.current?.children ?? [])];
    const rested = cards.findIndex((item) => item.matches(":hover"));
    if (rested >= 0) hovering.current = rested;
    const focused = cards.findIndex((item) => item.matches(":focus-within"));
    if (rested < 0 && focused >= 0 && isKeyboardFocus(cards[focused].querySelector("button")!)) focusing.current = focused;
    const reached = rested >= 0 ? rested : focused;
    if (reached >= 0) setActive(reached);
  }, []);

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

  const focus = (index: number) => (event: FocusEvent) => {
    if (!isKeyboardFocus(event.currentTarget)) return;
    // In the phones' sideways row the browser leaves a partly visible card where it is: bring it in whole.
    // (Test environments without layout have no scrollIntoView.)
    event.currentTarget.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    focusing.current = index;
    setActive(index);
  };
  const blur = (index: number) => () => {
    if (focusing.current !== index) return;
    focusing.current = null;
    if (hovering.current !== index) setActive((current) => (current === index ? null : current));
  };

  const press = (index: number) => (event: MouseEvent) => {
    // A click on the hovered card, or the first Enter on a card focus opened, keeps it open; otherwise a press toggles.
    const byHoveringMouse = event.detail > 0 && hovering.current === index;
    const byKeyAfterFocus = event.detail === 0 && focusing.current === index;
    if (byKeyAfterFocus) focusing.current = null;
    setActive((current) => (current === index && !byHoveringMouse && !byKeyAfterFocus ? null : index));
  };

  return (
    <section css={section} id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{cards.heading}</h2>
      <p>{cards.intro}</p>
      <ul ref={list} css={cardList}>
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
                <button
                  type="button"
                  aria-expanded={isActive}
                  aria-controls={descriptionId}
                  onClick={press(index)}
                  onFocus={focus(index)}
                  onBlur={blur(index)}
                >
                  <span data-badge="">
                    <Icon name={card.icon} />
                  </span>
                  {card.name}
                </button>
              </h3>
              <p data-teaser="">{card.teaser}</p>
              <p id={descriptionId}>{card.description}</p>
              <span data-more="" aria-hidden="true">
                {cards.moreHint}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
