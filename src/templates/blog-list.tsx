import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { listHead } from "../components/layout/Seo";
import { BlogListView } from "../views/BlogListView";
import type { ListPageContext } from "../fragments/article-teaser";

type Data = Queries.BlogListPageQuery;

/** /blog/ and /blog/seite/<n>/: every article, newest first. */
export default function BlogListTemplate({ data, pageContext }: PageProps<Data, ListPageContext>) {
  return (
    <SimpleLayout>
      <BlogListView
        title={data.blogText!.title}
        intro={pageContext.page === 1 ? data.blogText!.intro : undefined}
        articles={data.allBlogPost.nodes}
        pagination={pageContext}
      />
    </SimpleLayout>
  );
}

export const Head = listHead((data: Data) => data.blogText!.seo);

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!, $language: String!) {
    blogText(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      title
      intro
    }
    allBlogPost(filter: { language: { eq: $language } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...ArticleTeaserFields
      }
    }
  }
`;
