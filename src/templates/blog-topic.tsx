import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { Seo } from "../components/layout/Seo";
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

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const words = pageTables[pageContext.language ?? defaultLanguage];
  const { olderPath, newerPath, pageTitle, topicLabel } = pageContext;
  const { seo } = data.blogText!;
  return (
    <Seo
      {...seo}
      title={pageTitle}
      description={`${words.topicHeading} ${topicLabel}: ${seo.description}`}
      pathname={location.pathname}
      page={pageContext}
    >
      {newerPath && <link rel="prev" href={newerPath} />}
      {olderPath && <link rel="next" href={olderPath} />}
    </Seo>
  );
}

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
