import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useCompany } from "../../hooks/use-company";
import { labels } from "../../i18n/de";
import { colors, space } from "../../theme/tokens";
import { WithContactDialog } from "../contact/WithContactDialog";
import { Footer } from "./Footer";

const frame = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const skipLink = css`
  position: absolute;
  left: ${space.md};
  top: -4rem;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${colors.ink};
  color: ${colors.paper};
  border-radius: 8px;
  &:focus {
    top: ${space.md};
  }
`;

/** What both layouts share: a skip link, the footer, and the contact dialog on a page with a call to action. */
export function PageFrame({ header, contactDialog, children }: { header: ReactNode; contactDialog: boolean; children: ReactNode }) {
  const company = useCompany();
  const fullName = `${company.name} ${company.legalForm}`;
  return (
    <WithContactDialog contactDialog={contactDialog}>
      <div css={frame}>
        <a href="#inhalt" css={skipLink}>
          {labels.skipToContent}
        </a>
        {header}
        <main id="inhalt" tabIndex={-1} css={{ flex: 1, outline: "none" }}>
          {children}
        </main>
        <Footer companyName={fullName} copyrightYear={company.copyrightYear} />
      </div>
    </WithContactDialog>
  );
}
