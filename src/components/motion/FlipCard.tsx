import { useEffect, useRef, useState, type ReactNode } from "react";
import { animated, useSpring } from "@react-spring/web";
import { css } from "@emotion/react";
import { useMotionAllowed } from "../../hooks/use-media-query";
import { scripted, unscripted } from "../../theme/scripted";

// Both faces share one grid cell, so the card is as tall as its taller face from the
// first paint. Without JavaScript the faces simply stand one below the other.
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
`;

interface FlipCardProps {
  front: ReactNode;
  back: ReactNode;
  /** accessible name of the card, read when it takes focus */
  label: string;
}

/**
 * Turns over to its back on hover, on keyboard focus (also of a link on the back) and on
 * tap; turns back when the pointer or the focus leaves, or on a second tap. Enter or Space
 * on the focused card turns it over and back, as a second tap does.
 */
export function FlipCard({ front, back, label }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  // What a tap started from: the tap also focuses the card (which turns it over), so the
  // click must toggle from the state before the tap, not after.
  const tapStart = useRef<{ pointer: string; flipped: boolean }>({ pointer: "mouse", flipped: false });
  const motionAllowed = useMotionAllowed();
  const { turn } = useSpring({ turn: flipped ? 180 : 0, immediate: !motionAllowed, config: { tension: 220, friction: 26 } });
  // A pointer that came to rest on the card, or focus that came to it, before the island ran turns it over.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (card.current?.matches(":hover, :focus-within")) setFlipped(true);
  }, []);

  // The card is a focusable group, not a button: keyboard users reach it and turn it, and
  // the links on its back stay links of their own (WCAG 2.1.1).
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
      onClick={() => tapStart.current.pointer !== "mouse" && setFlipped(!tapStart.current.flipped)}
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
