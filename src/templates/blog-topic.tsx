import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { listHead } from "../components/layout/Seo";
import { BlogListView } from "../views/BlogListView";
import { usePageLabels } from "../i18n/language";
import { defaultLanguage } from "../../core/languages";
import { blogPath } from "../components/blog/article-path";
import type { ListPageContext } from "../fragments/article-teaser";

type Data = Queries.BlogTopicPageQuery;
type Context = ListPageContext & { topicLabel: string; topicDescription: string };

/** /blog/thema/<topic>/ (and its further pages): the topic's description (content/blog.de.md) and its articles, newest first. */
export default function BlogTopicTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const words = usePageLabels();
  return (
    <SimpleLayout>
      <BlogListView
        title={`${words.topicHeading}: ${pageContext.topicLabel}`}
        intro={pageContext.page === 1 ? pageContext.topicDescription : undefined}
        allArticlesPath={blogPath(pageContext.language ?? defaultLanguage)}
        articles={data.allBlogPost.nodes}
        pagination={pageContext}
      />
    </SimpleLayout>
  );
}

export const Head = listHead((data: Data, { topicDescription }: Context) => ({ ...data.blogText!.seo, description: topicDescription }));

export const query = graphql`
  query BlogTopicPage($topic: BlogTopic!, $skip: Int!, $limit: Int!, $language: String!) {
    blogText(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
    }
    allBlogPost(filter: { topics: { eq: $topic }, language: { eq: $language } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...ArticleTeaserFields
      }
    }
  }
`;
