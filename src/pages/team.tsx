import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { pageTextHead } from "../components/layout/Seo";
import { TeamView } from "../views/TeamView";
import { withImage } from "../fragments/image";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  return (
    <SimpleLayout>
      <TeamView {...data.pageText!} members={data.allTeamMember.nodes.map(withImage)} />
    </SimpleLayout>
  );
}

export const Head = pageTextHead;

export const query = graphql`
  query TeamPage($language: String!) {
    pageText(translationKey: { eq: "pages/team" }, language: { eq: $language }) {
      ...PageTextFields
    }
    allTeamMember(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        name
        role
        passion
        imageAlt
        gradient
        linkedin
        webpage
        image {
          childImageSharp {
            gatsbyImageData(width: 160, height: 160, layout: FIXED, placeholder: BLURRED)
          }
        }
      }
    }
  }
`;
