import { useRef } from "react";
import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { motion } from "../../theme/tokens";
import { useSpringLoop } from "./use-spring-loop";

interface IconRingsProps {
  icons: readonly string[];
  /** false stops both rings (reduced motion, the pause control, the hero out of view, a phone's width) */
  running: boolean;
}

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;
`;

const ring = css`
  position: absolute;
  aspect-ratio: 1;
  border: 1px dashed rgba(255, 255, 255, 0.25);
  border-radius: 50%;
`;

const slot = css`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  margin: -1.5rem 0 0 -1.5rem;
  padding: 0.75rem;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.14);
  color: rgba(255, 255, 255, 0.9);
  will-change: transform;
`;

interface RingProps {
  icons: readonly string[];
  size: string;
  direction: 1 | -1;
  /** one full turn takes this long */
  seconds: number;
  running: boolean;
}

/** Where the icon at `angle` stands after the ring has turned by `turn` degrees. */
function slotTransform(angle: number, turn: number, size: string, direction: 1 | -1): string {
  const position = angle + direction * turn;
  // The icon travels the circle and turns back against it, so it stays upright.
  return `rotate(${position}deg) translateX(calc(${size} / 2)) rotate(${-position}deg)`;
}

/** One ring of icons, turning one full turn per `seconds` while `running`. */
function Ring({ icons, size, direction, seconds, running }: RingProps) {
  const ringRef = useRef<HTMLDivElement>(null);
  const angle = (index: number) => (360 / icons.length) * index;
  useSpringLoop({
    to: 360,
    seconds,
    running,
    apply: (turn) => {
      const slots = ringRef.current?.children ?? [];
      for (let index = 0; index < slots.length; index++) {
        (slots[index] as HTMLElement).style.transform = slotTransform(angle(index), turn, size, direction);
      }
    },
  });
  return (
    <div ref={ringRef} css={ring} style={{ width: size }}>
      {icons.map((name, index) => (
        <span key={`${name}-${index}`} css={slot} style={{ transform: slotTransform(angle(index), 0, size, direction) }}>
          <Icon name={name} size={24} />
        </span>
      ))}
    </div>
  );
}

/** The Webdesign hero's icons on two rings: inner one turn per 22 s, outer one per 44 s. */
export default function IconRings({ icons, running }: IconRingsProps) {
  const half = Math.ceil(icons.length / 2);
  return (
    <div css={stage} aria-hidden="true">
      <Ring icons={icons.slice(0, half)} size="min(58vw, 26rem)" direction={1} seconds={motion.innerRingSeconds} running={running} />
      <Ring icons={icons.slice(half)} size="min(86vw, 40rem)" direction={-1} seconds={motion.outerRingSeconds} running={running} />
    </div>
  );
}
