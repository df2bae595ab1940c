import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { listHead } from "../components/layout/Seo";
import { BlogListView } from "../views/BlogListView";
import { usePageLabels } from "../i18n/language";
import { pageTables } from "../i18n/tables";
import { defaultLanguage } from "../../core/languages";
import { blogPath } from "../components/blog/article-path";
import type { ListPageContext } from "../fragments/article-teaser";

type Data = Queries.BlogTopicPageQuery;
type Context = ListPageContext & { topicLabel: string };

/** /blog/thema/<topic>/ (and its further pages): the articles of one topic, newest first. */
export default function BlogTopicTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const words = usePageLabels();
  return (
    <SimpleLayout>
      <BlogListView
        title={`${words.topicHeading}: ${pageContext.topicLabel}`}
        allArticlesPath={blogPath(pageContext.language ?? defaultLanguage)}
        articles={data.allBlogPost.nodes}
        pagination={pageContext}
      />
    </SimpleLayout>
  );
}

export const Head = listHead((data: Data, { language, topicLabel }: Context) => {
  const { seo } = data.blogText!;
  return { ...seo, description: `${pageTables[language ?? defaultLanguage].topicHeading} ${topicLabel}: ${seo.description}` };
});

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
