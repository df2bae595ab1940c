import { css } from "@emotion/react";
import { BackButton } from "../components/layout/BackButton";
import { HydrateWhenNear } from "../components/hydration/HydrateWhenNear";
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
      {/* The sections below the hero hydrate when they come near the viewport, the hero's icons by screen width (see HydrateWhenNear). */}
      <Hero hero={page.hero} nextSectionId={cardsId} />
      <div css={back}>
        <BackButton label={labels.backToHome} />
      </div>
      <HydrateWhenNear>
        <CardAccordion cards={page.cards} id={cardsId} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <TypewriterSection typewriter={page.typewriter} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <OldNewToggle toggle={page.toggle} />
      </HydrateWhenNear>
      <ClosingCta cta={page.cta} />
    </>
  );
}
