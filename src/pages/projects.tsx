import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { SimpleLayout } from "../components/layout/SimpleLayout";
import { Seo } from "../components/layout/Seo";
import { ProjectsView } from "../views/ProjectsView";

type Data = Queries.ProjectsPageQuery;

export default function ProjectsPage({ data }: PageProps<Data>) {
  const page = data.pageText!;
  const projects = data.allProject.nodes.map(({ image, ...project }) => ({
    ...project,
    image: getImage(image.childImageSharp?.gatsbyImageData ?? null)!,
  }));
  return (
    <SimpleLayout>
      <ProjectsView title={page.title} intro={page.intro} projects={projects} />
    </SimpleLayout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.pageText!.seo} pathname={location.pathname} />;
}

export const query = graphql`
  query ProjectsPage {
    pageText(slug: { eq: "projects" }) {
      ...PageTextFields
    }
    allProject(sort: { order: ASC }) {
      nodes {
        name
        type
        description
        html
        imageAlt
        gradient
        link
        image {
          childImageSharp {
            gatsbyImageData(width: 720, placeholder: BLURRED)
          }
        }
      }
    }
  }
`;
