import type { PageLanguage } from "../i18n/language";
import { graphql } from "gatsby";
import type { Pagination } from "../components/blog/ListPagination";

/** What a list shows of each article (blog-list.tsx, blog-topic.tsx). */
export const articleTeaserFields = graphql`
  fragment ArticleTeaserFields on BlogPost {
    slug
    title
    description
    date
    updated
    draft
    authorProfile {
      name
    }
    topicList {
      label
      path
    }
  }
`;

/** The page context gatsby-node gives every list page (gatsby/blog/blog-pages.ts). */
export interface ListPageContext extends Pagination, Partial<PageLanguage> {
  pageTitle: string;
}
