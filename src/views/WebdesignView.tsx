import { css } from "@emotion/react";
import { BackButton } from "../components/layout/BackButton";
import { labels } from "../i18n/de";
import { layout, space } from "../theme/tokens";
import { ClosingCta } from "../sections/webdesign/ClosingCta";
import type { WebdesignContent } from "../sections/webdesign/types";
// Each section that reacts to a visitor is an island of its own, hydrated in a task of its own.
import Hero from "../islands/hero-motion";
import OldNewToggle from "../islands/old-new-toggle";
import Typewriter from "../islands/typewriter";
import WebdesignCards from "../islands/webdesign-cards";

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
      <Hero hero={page.hero} nextSectionId={cardsId} />
      <div css={back}>
        <BackButton label={labels.backToHome} />
      </div>
      <WebdesignCards cards={page.cards} id={cardsId} />
      <Typewriter typewriter={page.typewriter} />
      <OldNewToggle toggle={page.toggle} />
      <ClosingCta cta={page.cta} />
    </>
  );
}
