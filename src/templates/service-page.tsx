import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LandingLayout } from "../components/layout/LandingLayout";
import { Seo } from "../components/layout/Seo";
import { ServicePageView } from "../views/ServicePageView";

type Data = Queries.ServicePageQuery;

export default function ServicePageTemplate({ data }: PageProps<Data>) {
  const page = data.servicePage!;
  return (
    <LandingLayout>
      <ServicePageView {...page} />
    </LandingLayout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.servicePage!.seo} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      seo {
        title
        description
        keywords
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
