import { css } from "@emotion/react";
import { BackButton } from "../components/layout/BackButton";
import { labels } from "../i18n/de";
import { island } from "../lib/islands/island";
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

// Each section that reacts to a visitor is an island of its own (src/islands/), hydrated in a task of its own.
const CardAccordionIsland = island("webdesign-cards", CardAccordion);
const TypewriterIsland = island("typewriter", TypewriterSection);
const OldNewToggleIsland = island("old-new-toggle", OldNewToggle);

/** /webdesign: hero, six cards, typewriter, Old/New toggle, closing call to action. */
export function WebdesignView({ page }: { page: WebdesignContent }) {
  return (
    <>
      <Hero hero={page.hero} nextSectionId={cardsId} />
      <div css={back}>
        <BackButton label={labels.backToHome} />
      </div>
      <CardAccordionIsland cards={page.cards} id={cardsId} />
      <TypewriterIsland typewriter={page.typewriter} />
      <OldNewToggleIsland toggle={page.toggle} />
      <ClosingCta cta={page.cta} />
    </>
  );
}
