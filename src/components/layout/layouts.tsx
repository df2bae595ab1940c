import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useSiteFacts } from "../../hooks/use-site-facts";
import { useAlternates, useHomeAddress, useLabels, useLanguage } from "../../i18n/language";
import { LanguageSwitch } from "./LanguageSwitch";
import { brand, colors, gradient, layout, space } from "../../theme/tokens";
import { WithContactDialog } from "../contact/WithContactDialog";
import { Footer } from "./Footer";
import { fragmentIds } from "./fragment-ids";
import { withoutViewTransitions } from "../../theme/view-transition-css";

const frame = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* On paper the screen's height would leave an empty page before the footer. */
  @media print {
    min-height: 0;
  }
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

// The mark in the middle and the language switch at the end, on one line: the side columns share what the mark leaves,
// so a long company name moves the mark aside instead of running under the switch.
const simpleHeader = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  padding: ${space.lg} ${space.md} 0;
  > a {
    grid-column: 2;
  }
  /* Space between the mark and the switch alone: on a 320 px phone there is no room for a gap on both sides. */
  > nav {
    grid-column: 3;
    justify-self: end;
    margin-left: ${space.sm};
  }
`;

/** The column of a simple page's content; a service page, framed as a landing page, sets it on its own view. */
export const contentFrame = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};
  @media print {
    padding: 0;
  }
`;

const landingHeader = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  height: ${layout.headerHeight};
  padding: 0 ${space.md};
  background: ${colors.header};
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${colors.line};
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 800;
  font-size: 1.15rem;
  letter-spacing: -0.01em;
  color: ${colors.ink};
  text-decoration: none;
`;

const logoMark = css`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border-radius: 10px;
  background: ${gradient([brand.indigo, brand.violet])};
`;

interface FrameProps {
  landing?: boolean;
  contactDialog?: boolean;
  /** The day (YYYY-MM-DD) the printout names as its version, on a page whose content has no date of its own. */
  versionDate?: string | null;
  children: ReactNode;
}

/**
 * Both layouts: a skip link, the header with the agency's mark (linking home) and the language switch, the footer.
 * The marks `data-site-header`, `data-screen-only` and `data-print-only` are read by the printout's rules
 * (theme/print-css.ts) and the transitions between pages (theme/view-transition-css.ts).
 */
function PageFrame({ landing, contactDialog = false, versionDate, children }: FrameProps) {
  const labels = useLabels();
  const { company, siteUrl } = useSiteFacts();
  const ownAddress = useAlternates()[useLanguage()];
  return (
    <WithContactDialog contactDialog={contactDialog}>
      <div css={frame}>
        <a href={`#${fragmentIds.content}`} css={skipLink} data-screen-only="">
          {labels.skipToContent}
        </a>
        <header css={landing ? landingHeader : simpleHeader} data-site-header="" data-fixed-header={landing ? "" : undefined}>
          <a href={useHomeAddress()} css={logo} aria-label={`${company.shortName} – ${labels.homeLink}`}>
            <span css={logoMark} aria-hidden="true" />
            <span aria-hidden="true">{company.shortName}</span>
          </a>
          <LanguageSwitch />
        </header>
        <main id={fragmentIds.content} tabIndex={-1} css={{ flex: 1, outline: "none" }}>
          <div css={landing ? { paddingTop: layout.headerHeight } : contentFrame}>{children}</div>
        </main>
        <Footer
          companyName={`${company.name} ${company.legalForm}`}
          copyrightYear={company.copyrightYear}
          address={ownAddress && `${siteUrl}${ownAddress}`}
          versionDate={versionDate}
        />
      </div>
    </WithContactDialog>
  );
}

/** Logo on top, centred content: Home, Team, Projects, the blog and the legal pages; `contactDialog` for an article. */
export const SimpleLayout = (props: Omit<FrameProps, "landing">) => <PageFrame {...props} />;

/**
 * A landing page's addition to its `Head`: it takes part in no transition between pages, to or from it (a fixed
 * header over a hero would jar against a text page's; docs/decisions.md).
 */
export const LandingHead = () => <style dangerouslySetInnerHTML={{ __html: withoutViewTransitions }} />;

/** Fixed header: the service landing pages, each with its call to action. */
export const LandingLayout = ({ children }: { children: ReactNode }) => (
  <PageFrame landing contactDialog>
    {children}
  </PageFrame>
);
