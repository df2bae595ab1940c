import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { SimpleLayout } from "../components/layout/SimpleLayout";
import { Seo } from "../components/layout/Seo";
import { TeamView } from "../views/TeamView";

type Data = Queries.TeamPageQuery;

export default function TeamPage({ data }: PageProps<Data>) {
  const page = data.pageText!;
  const members = data.allTeamMember.nodes.map(({ image, ...member }) => ({
    ...member,
    image: getImage(image.childImageSharp?.gatsbyImageData ?? null)!,
  }));
  return (
    <SimpleLayout>
      <TeamView title={page.title} intro={page.intro} members={members} />
    </SimpleLayout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.pageText!.seo} pathname={location.pathname} />;
}

export const query = graphql`
  query TeamPage {
    pageText(slug: { eq: "team" }) {
      ...PageTextFields
    }
    allTeamMember(sort: { order: ASC }) {
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
