import { css } from "@emotion/react";
import { BackButton } from "../components/layout/BackButton";
import { HydrateLater } from "../components/hydration/HydrateLater";
import { labels } from "../i18n/de";
import { layout, space } from "../theme/tokens";
import { CardAccordion } from "../sections/webdesign/CardAccordion";
import { ClosingCta } from "../sections/webdesign/ClosingCta";
import { Hero } from "../sections/webdesign/Hero";
import { OldNewToggle } from "../sections/webdesign/OldNewToggle";
import { TypewriterSection } from "../sections/webdesign/TypewriterSection";
import type { WebdesignContent } from "../sections/webdesign/types";

const back = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.lg} ${space.md} 0;
`;

const cardsId = "leistungen";

/** /webdesign: hero, six cards, typewriter, Old/New toggle, closing call to action. */
export function WebdesignView({ page }: { page: WebdesignContent }) {
  return (
    <>
      {/* The hero moves by a script of its own (hero-motion.ts); each section below hydrates in a task of its own (see HydrateLater). */}
      <Hero hero={page.hero} nextSectionId={cardsId} />
      <div css={back}>
        <BackButton label={labels.backToHome} />
      </div>
      <HydrateLater>
        <CardAccordion cards={page.cards} id={cardsId} />
      </HydrateLater>
      <HydrateLater>
        <TypewriterSection typewriter={page.typewriter} />
      </HydrateLater>
      <HydrateLater>
        <OldNewToggle toggle={page.toggle} />
      </HydrateLater>
      <ClosingCta cta={page.cta} />
    </>
  );
}
