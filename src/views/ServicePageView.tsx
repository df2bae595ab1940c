import { css } from "@emotion/react";
import { ContactButton } from "../components/contact/ContactButton";
import { PageHeading } from "../components/layout/PageHeading";
import { FeatureCard } from "../components/ui/FeatureCard";
import { cardGrid } from "../components/ui/card-grid";
import { contentFrame } from "../components/layout/layouts";
import { useLabels } from "../i18n/language";
import { colors, layout, mq, space } from "../theme/tokens";

const grid = css`
  ${cardGrid};
  ${mq.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const closing = css`
  max-width: ${layout.textWidth};
  margin: ${space.xxl} auto 0;
  text-align: center;
  p {
    margin: 0 0 ${space.lg};
    color: ${colors.inkMuted};
    font-size: 1.1rem;
  }
`;

/** /ai, /digital-marketing and /social-media: intro, four feature cards, paragraph, call to action. */
export function ServicePageView(page: Omit<NonNullable<Queries.ServicePageQuery["servicePage"]>, "seo">) {
  const labels = useLabels();
  return (
    <div css={contentFrame}>
      <PageHeading backLabel={labels.backToHome} title={page.title} intro={page.intro} />
      <ul css={grid}>
        {page.features.map((feature) => (
          <li key={feature.name}>
            <FeatureCard {...feature} />
          </li>
        ))}
      </ul>
      <section css={closing}>
        <p>{page.paragraph}</p>
        <ContactButton>{page.ctaText}</ContactButton>
      </section>
    </div>
  );
}
