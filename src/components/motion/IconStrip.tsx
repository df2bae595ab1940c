import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { motion, space } from "../../theme/tokens";

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

/** The hero's icons on phones: twice in a strip, so moving it by half its width loops seamlessly (hero-motion.ts). */
export default function IconStrip({ icons }: { icons: readonly string[] }) {
  return (
    <div css={viewport} aria-hidden="true">
      <div css={track} style={{ transform: "translateX(0%)" }} data-strip="" data-seconds={motion.stripSeconds}>
        {[...icons, ...icons].map((name, index) => (
          <span key={index}>
            <Icon name={name} size={28} />
          </span>
        ))}
      </div>
    </div>
  );
}
