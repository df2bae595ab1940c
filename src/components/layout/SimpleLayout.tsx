import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useCompany } from "../../hooks/use-company";
import { layout, space } from "../../theme/tokens";
import { Logo } from "./Logo";
import { PageFrame } from "./PageFrame";

const header = css`
  display: flex;
  justify-content: center;
  padding: ${space.lg} ${space.md} 0;
`;

const content = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};
`;

/**
 * Logo on top, centred content, footer: Home, Team, Projects, the blog and the legal pages.
 * `contactDialog` for a page with a call to action (an article).
 */
export function SimpleLayout({ contactDialog = false, children }: { contactDialog?: boolean; children: ReactNode }) {
  const { shortName } = useCompany();
  return (
    <PageFrame
      contactDialog={contactDialog}
      header={
        <header css={header}>
          <Logo name={shortName} />
        </header>
      }
    >
      <div css={content}>{children}</div>
    </PageFrame>
  );
}
