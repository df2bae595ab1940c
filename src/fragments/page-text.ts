import { graphql } from "gatsby";

/** Every page's texts for search engines, and the texts of /team, /projects, /kontakt, its answers and the 404 page. */
export const pageTextFields = graphql`
  fragment SeoFields on SeoMeta {
    title
    description
    keywords
  }

  fragment PageTextFields on PageText {
    seo {
      ...SeoFields
    }
    title
    intro
  }
`;
