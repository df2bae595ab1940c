import { useRef, useState } from "react";
import { css } from "@emotion/react";
import { waitingPart } from "../../components/hydration/intent-attributes";
import { useHeldClick } from "../../components/hydration/use-held-click";
import { colors, radius, space } from "../../theme/tokens";
import { ModernMockup } from "./ModernMockup";
import { RetroMockup } from "./RetroMockup";
import { section } from "./section-styles";
import type { WebdesignContent } from "./types";

const switcher = css`
  display: flex;
  justify-content: center;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  button {
    min-width: 6rem;
    min-height: 44px;
    padding: 0.5rem 1.2rem;
    border: 2px solid ${colors.primary};
    border-radius: ${radius.round};
    background: ${colors.paper};
    color: ${colors.primary};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed="true"] {
    background: ${colors.primary};
    color: ${colors.paper};
  }
`;

type Era = "old" | "new";

/** Old/New: the same idea of a homepage, then and now. Starts on Old; a press before the page's scripts ran switches then. */
export function OldNewToggle({ toggle }: { toggle: WebdesignContent["toggle"] }) {
  const [era, setEra] = useState<Era>("old");
  const options: [Era, string][] = [
    ["old", toggle.oldLabel],
    ["new", toggle.newLabel],
  ];
  const group = useRef<HTMLDivElement>(null);
  const interactive = useHeldClick(group, (button) => setEra((button as HTMLButtonElement).value as Era));
  return (
    <section css={section} aria-labelledby="alt-neu-heading">
      <h2 id="alt-neu-heading">{toggle.heading}</h2>
      <p>{toggle.intro}</p>
      <div ref={group} css={switcher} role="group" aria-label={toggle.heading}>
        {options.map(([value, label]) => (
          <button
            key={value}
            type="button"
            value={value}
            aria-pressed={era === value}
            {...waitingPart(interactive)}
            onClick={() => setEra(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* No live region: the section renders in the browser after the page has loaded (HydrateLater),
          and a screen reader would read the whole mock-up out then, unasked. The pressed button says what is shown. */}
      <div>{era === "old" ? <RetroMockup retro={toggle.retro} /> : <ModernMockup modern={toggle.modern} />}</div>
    </section>
  );
}
