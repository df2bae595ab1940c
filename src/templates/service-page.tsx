import { graphql, type PageProps } from "gatsby";
import { LandingHead, LandingLayout } from "../components/layout/layouts";
import { seoHead } from "../components/layout/Seo";
import { ServicePageView } from "../views/ServicePageView";

type Data = Queries.ServicePageQuery;

export default function ServicePageTemplate({ data }: PageProps<Data>) {
  return (
    <LandingLayout>
      <ServicePageView {...data.servicePage!} />
    </LandingLayout>
  );
}

export const Head = seoHead((data: Data) => data.servicePage!.seo, LandingHead);

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      seo {
        ...SeoFields
      }
      title
      intro
      features {
        name
        color
        icon
        description
      }
      paragraph
      ctaText
    }
  }
`;
