import { graphql, type PageProps } from "gatsby";
import { LandingHead, LandingLayout } from "../components/layout/layouts";
import { seoHead } from "../components/layout/Seo";
import { WebdesignView } from "../views/WebdesignView";

type Data = Queries.WebdesignPageQuery;

export default function WebdesignPageTemplate({ data }: PageProps<Data>) {
  return (
    <LandingLayout>
      <WebdesignView page={data.webdesignPage!} />
    </LandingLayout>
  );
}

export const Head = seoHead((data: Data) => data.webdesignPage!.seo, LandingHead);

export const query = graphql`
  query WebdesignPage($id: String!) {
    webdesignPage(id: { eq: $id }) {
      seo {
        ...SeoFields
      }
      hero {
        headline
        subline
        scrollLabel
        icons
      }
      cards {
        heading
        intro
        items {
          name
          color
          icon
          teaser
          description
        }
        moreHint
      }
      typewriter {
        heading
        text
      }
      toggle {
        heading
        intro
        oldLabel
        newLabel
        retro {
          title
          marquee
          welcome
          links
          counter
          footer
        }
        modern {
          brand
          headline
          text
          buttonText
          services {
            name
            description
          }
          successHeading
          exampleNote
          successStories {
            value
            label
          }
        }
      }
      cta {
        heading
        text
        buttonText
      }
    }
  }
`;
