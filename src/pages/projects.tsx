import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { pageTextHead } from "../components/layout/Seo";
import { ProjectsView } from "../views/ProjectsView";
import { withImage } from "../fragments/image";

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  return (
    // The projects have no date of their own: the printout names the day of the build they were published with.
    <SimpleLayout versionDate={data.site?.buildTime}>
      <ProjectsView {...data.pageText!} projects={data.allProject.nodes.map(withImage)} />
    </SimpleLayout>
  );
}

export const Head = pageTextHead;

export const query = graphql`
  query ProjectsPage($language: String!) {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    pageText(translationKey: { eq: "pages/projects" }, language: { eq: $language }) {
      ...PageTextFields
    }
    allProject(filter: { language: { eq: $language } }, sort: { order: ASC }) {
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
