import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { SimpleLayout } from "../components/layout/layouts";
import { primaryButton } from "../components/ui/button-styles";
import { useHomeAddress, useLabels } from "../i18n/language";
import { colors, space } from "../theme/tokens";
import { NoIndexSeo } from "../components/layout/Seo";

const box = css`
  max-width: 36rem;
  margin: ${space.xxl} auto;
  text-align: center;
  p {
    color: ${colors.inkMuted};
    margin: ${space.md} 0 ${space.xl};
  }
`;

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const labels = useLabels();
  const page = data.pageText!;
  return (
    <SimpleLayout>
      <section css={box}>
        <h1>{page.title}</h1>
        <p>{page.intro}</p>
        <a href={useHomeAddress()} css={primaryButton}>
          {labels.homeLink}
        </a>
      </section>
    </SimpleLayout>
  );
}

export const Head = NoIndexSeo;

export const query = graphql`
  query NotFoundPage($language: String!) {
    pageText(translationKey: { eq: "pages/404" }, language: { eq: $language }) {
      ...PageTextFields
    }
  }
`;
