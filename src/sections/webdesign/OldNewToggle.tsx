import { useState } from "react";
import { css } from "@emotion/react";
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

/** Old/New: the same homepage, then and now. Both are in the HTML, so switching shows what is already there. */
export function OldNewToggle({ toggle }: { toggle: WebdesignContent["toggle"] }) {
  const [era, setEra] = useState<"old" | "new">("old");
  return (
    <section css={section} aria-labelledby="alt-neu-heading">
      <h2 id="alt-neu-heading">{toggle.heading}</h2>
      <p>{toggle.intro}</p>
      <div css={switcher} role="group" aria-label={toggle.heading}>
        {(["old", "new"] as const).map((value) => (
          <button key={value} type="button" value={value} aria-pressed={era === value} onClick={() => setEra(value)}>
            {toggle[`${value}Label`]}
          </button>
        ))}
      </div>
      {/* No live region: a screen reader would read the whole mock-up out unasked. The pressed button says what is shown. */}
      <div hidden={era !== "old"}>
        <RetroMockup retro={toggle.retro} />
      </div>
      <div hidden={era !== "new"}>
        <ModernMockup modern={toggle.modern} />
      </div>
    </section>
  );
}
