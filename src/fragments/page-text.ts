import { graphql } from "gatsby";

/** The texts of /team, /projects, /kontakt, its answers and the 404 page (content/pages/*.md). */
export const pageTextFields = graphql`
  fragment PageTextFields on PageText {
    seo {
      title
      description
      keywords
    }
    title
    intro
  }
`;
