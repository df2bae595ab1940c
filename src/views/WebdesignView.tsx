import { css } from "@emotion/react";
import { BackButton } from "../components/layout/PageHeading";
import { useLabels } from "../i18n/language";
import { ContactButton } from "../components/contact/ContactButton";
import { colors, layout, radius, space } from "../theme/tokens";
import type { WebdesignContent } from "../sections/webdesign/types";
import Hero from "../islands/hero-motion";
import OldNewToggle from "../islands/old-new-toggle";
import Typewriter from "../islands/typewriter";
import WebdesignCards from "../islands/webdesign-cards";
import { fragmentIds } from "../components/layout/fragment-ids";

const back = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.lg} ${space.md} 0;
`;

const closing = css`
  max-width: ${layout.textWidth};
  margin: ${space.xl} auto ${space.xxl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  text-align: center;
  h2 {
    margin: 0 0 ${space.sm};
  }
  p {
    margin: 0 0 ${space.lg};
    color: ${colors.inkMuted};
  }
`;

const cardsId = fragmentIds.webdesignCards;

/** /webdesign: hero, six cards, typewriter, Old/New toggle, closing call to action. */
export function WebdesignView({ page }: { page: WebdesignContent }) {
  const labels = useLabels();
  return (
    <>
      <Hero hero={page.hero} nextSectionId={cardsId} />
      <div css={back}>
        <BackButton label={labels.backToHome} />
      </div>
      <WebdesignCards cards={page.cards} id={cardsId} />
      <Typewriter typewriter={page.typewriter} />
      <OldNewToggle toggle={page.toggle} />
      <section css={closing}>
        <h2>{page.cta.heading}</h2>
        <p>{page.cta.text}</p>
        <ContactButton>{page.cta.buttonText}</ContactButton>
      </section>
    </>
  );
}
