import { useRef } from "react";
import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { motion, space } from "../../theme/tokens";
import { useSpringLoop } from "./use-spring-loop";

const viewport = css`
  width: 100%;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 15%, #000 85%, transparent);
`;

const track = css`
  display: flex;
  width: max-content;
  gap: ${space.md};
  padding-right: ${space.md};
  will-change: transform;
  span {
    display: flex;
    padding: 0.75rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
  }
`;

/**
 * The phone version of the hero icons: a strip that scrolls sideways without end. The
 * icons are there twice, so moving by half the track's width loops seamlessly.
 */
export default function IconStrip({ icons, running }: { icons: readonly string[]; running: boolean }) {
  const trackRef = useRef<HTMLDivElement>(null);
  useSpringLoop({
    to: -50,
    seconds: motion.stripSeconds,
    running,
    apply: (shift) => {
      if (trackRef.current) trackRef.current.style.transform = `translateX(${shift}%)`;
    },
  });
  return (
    <div css={viewport} aria-hidden="true">
      <div ref={trackRef} css={track} style={{ transform: "translateX(0%)" }}>
        {[...icons, ...icons].map((name, index) => (
          <span key={index}>
            <Icon name={name} size={28} />
          </span>
        ))}
      </div>
    </div>
  );
}
