import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { motion } from "../../theme/tokens";
import { slotTransform } from "./hero-motion";

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

/** One ring of icons at rest; hero-motion.ts turns it by its data attributes. */
function Ring({ icons, size, direction, seconds }: { icons: readonly string[]; size: string; direction: 1 | -1; seconds: number }) {
  const angle = (index: number) => (360 / icons.length) * index;
  return (
    <div css={ring} style={{ width: size }} data-ring={direction} data-seconds={seconds} data-size={size}>
      {icons.map((name, index) => (
        <span key={`${name}-${index}`} css={slot} style={{ transform: slotTransform(angle(index), 0, size, direction) }}>
          <Icon name={name} size={24} />
        </span>
      ))}
    </div>
  );
}

/** The hero's icons on two rings, sized by the custom properties `--inner-ring` and `--outer-ring` the hero sets. */
export default function IconRings({ icons }: { icons: readonly string[] }) {
  const half = Math.ceil(icons.length / 2);
  return (
    <div css={stage} aria-hidden="true">
      <Ring icons={icons.slice(0, half)} size="var(--inner-ring)" direction={1} seconds={motion.innerRingSeconds} />
      <Ring icons={icons.slice(half)} size="var(--outer-ring)" direction={-1} seconds={motion.outerRingSeconds} />
    </div>
  );
}
