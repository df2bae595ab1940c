import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { Seo } from "../components/layout/Seo";
import { OrganizationJsonLd } from "../components/layout/json-ld";
import { HomeView } from "../views/HomeView";
import type { PageLanguage } from "../i18n/language";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const home = data.homePage!;
  return (
    <SimpleLayout>
      <HomeView {...home} />
    </SimpleLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Partial<PageLanguage>>) {
  const { seo } = data.homePage!;
  return (
    <Seo {...seo} pathname={location.pathname} page={pageContext}>
      <OrganizationJsonLd />
    </Seo>
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    homePage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      headline
      intro
      tiles {
        name
        gradient
        path
        icon
        buttonText
      }
      roundButton {
        label
        path
      }
    }
  }
`;
