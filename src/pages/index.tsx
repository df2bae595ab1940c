import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { seoHead } from "../components/layout/Seo";
import { OrganizationJsonLd } from "../components/layout/json-ld";
import { HomeView } from "../views/HomeView";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  return (
    <SimpleLayout>
      <HomeView {...data.homePage!} />
    </SimpleLayout>
  );
}

export const Head = seoHead((data: Data) => data.homePage!.seo, OrganizationJsonLd);

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
      projectsLink {
        label
        path
      }
    }
  }
`;
