import { useEffect, useRef, useState, type ReactNode } from "react";
import { animated, useSpring } from "@react-spring/web";
import { css } from "@emotion/react";
import { scripted, unscripted } from "../../theme/tokens";
import { useMotionAllowed } from "../../hooks/use-media-query";

// Both faces share one grid cell, so the card is as tall as its taller face from the first paint.
const scene = css`
  ${unscripted} > * {
    transform: none !important;
  }
  ${scripted} {
    display: grid;
    perspective: 1200px;
    cursor: pointer;
    > * {
      grid-area: 1 / 1;
      backface-visibility: hidden;
      -webkit-backface-visibility: hidden;
    }
  }
  /* On paper both faces, one below the other, as without JavaScript (a turned face would print mirrored). */
  @media print {
    ${scripted} {
      display: block;
    }
    > * {
      transform: none !important;
    }
  }
`;

/** Turns over on hover, focus (also of a link on the back), tap and Enter/Space; turns back when they end or on a second. */
export function FlipCard({ front, back, label }: { front: ReactNode; back: ReactNode; label: string }) {
  const [flipped, setFlipped] = useState(false);
  // A tap also focuses the card, which turns it over: its click toggles from the state before the tap. A click with no
  // press before it turns it over: a tap the page held while the card woke (plugins/gatsby-plugin-islands), a screen reader's.
  const tapStart = useRef<{ pointer: string; flipped: boolean } | null>(null);
  const motionAllowed = useMotionAllowed();
  const { turn } = useSpring({ turn: flipped ? 180 : 0, immediate: !motionAllowed, config: { tension: 220, friction: 26 } });
  // A pointer or focus that came to the card before the island ran turns it over (a tap's click comes after hydration).
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (card.current?.matches(":hover, :focus-within")) setFlipped(true);
  }, []);

  // A focusable group, not a button: the links on its back stay links of their own (WCAG 2.1.1).
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={card}
      css={scene}
      role="group"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-flipped={flipped || undefined}
      onPointerDown={(event) => (tapStart.current = { pointer: event.pointerType, flipped })}
      onPointerEnter={(event) => event.pointerType === "mouse" && setFlipped(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setFlipped(false)}
      onClick={() => {
        const start = tapStart.current ?? { pointer: "touch", flipped: false };
        tapStart.current = null;
        if (start.pointer !== "mouse") setFlipped(!start.flipped);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        setFlipped(!flipped);
      }}
      onFocus={() => setFlipped(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFlipped(false);
      }}
    >
      <animated.div style={{ transform: turn.to((t) => `rotateY(${t}deg)`) }}>{front}</animated.div>
      <animated.div style={{ transform: turn.to((t) => `rotateY(${t - 180}deg)`) }}>{back}</animated.div>
    </div>
  );
}
