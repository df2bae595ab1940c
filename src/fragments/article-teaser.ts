import { graphql } from "gatsby";
import type { ArticleTeaserData } from "../components/blog/ArticleTeaser";
import type { Pagination } from "../components/blog/ListPagination";
import { articlePath } from "../components/blog/article-path";

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

/** The page context gatsby-node gives every list page (build/blog/blog-pages.ts). */
export interface ListPageContext extends Pagination {
  pageTitle: string;
}

export function toTeaser(node: Queries.ArticleTeaserFieldsFragment): ArticleTeaserData {
  return {
    path: articlePath(node.slug),
    title: node.title,
    description: node.description,
    date: node.date,
    updated: node.updated,
    draft: node.draft,
    authorName: node.authorProfile.name,
    topics: node.topicList,
  };
}
