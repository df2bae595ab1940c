import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useCompany } from "../../hooks/use-company";
import { colors, layout, space } from "../../theme/tokens";
import { Logo } from "./Logo";
import { PageFrame } from "./PageFrame";

const header = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  display: flex;
  align-items: center;
  height: ${layout.headerHeight};
  padding: 0 ${space.md};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${colors.line};
`;

/** Fixed header with the logo linking home: the service landing pages, each with its call to action. */
export function LandingLayout({ children }: { children: ReactNode }) {
  const { shortName } = useCompany();
  return (
    <PageFrame
      contactDialog
      header={
        <header css={header} data-fixed-header="">
          <Logo name={shortName} />
        </header>
      }
    >
      <div css={{ paddingTop: layout.headerHeight }}>{children}</div>
    </PageFrame>
  );
}
