import { animated, useSpring, type SpringValue } from "@react-spring/web";
import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { motion } from "../../theme/tokens";

interface IconRingsProps {
  icons: readonly string[];
  /** false stops both rings (reduced motion, or the rings are not on screen) */
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

/** One full turn per `seconds`, repeating; it stands still while `running` is false. */
function useTurn(seconds: number, running: boolean) {
  const { turn } = useSpring({
    from: { turn: 0 },
    to: { turn: 360 },
    loop: true,
    pause: !running,
    config: { duration: seconds * 1000 },
  });
  return turn;
}

function Ring({ icons, turn, size, direction }: { icons: readonly string[]; turn: SpringValue<number>; size: string; direction: 1 | -1 }) {
  return (
    <div css={ring} style={{ width: size }}>
      {icons.map((name, index) => {
        const angle = (360 / icons.length) * index;
        // Each icon travels the circle and turns back against it, so it stays upright.
        const transform = turn.to((t) => {
          const position = angle + direction * t;
          return `rotate(${position}deg) translateX(calc(${size} / 2)) rotate(${-position}deg)`;
        });
        return (
          <animated.span key={`${name}-${index}`} css={slot} style={{ transform }}>
            <Icon name={name} size={24} />
          </animated.span>
        );
      })}
    </div>
  );
}

/** The Webdesign hero's icons on two rings: inner one turn per 22 s, outer one per 44 s. */
export default function IconRings({ icons, running }: IconRingsProps) {
  const half = Math.ceil(icons.length / 2);
  const inner = useTurn(motion.innerRingSeconds, running);
  const outer = useTurn(motion.outerRingSeconds, running);
  return (
    <div css={stage} aria-hidden="true">
      <Ring icons={icons.slice(0, half)} turn={inner} size="min(58vw, 26rem)" direction={1} />
      <Ring icons={icons.slice(half)} turn={outer} size="min(86vw, 40rem)" direction={-1} />
    </div>
  );
}
