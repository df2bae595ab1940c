import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { Seo } from "../components/layout/Seo";
import { BlogListView } from "../views/BlogListView";
import { labels } from "../i18n/de";
import type { ListPageContext } from "../fragments/article-teaser";

type Data = Queries.BlogTopicPageQuery;
type Context = ListPageContext & { topicLabel: string };

/** /blog/thema/<topic>/ (and its further pages): the articles of one topic, newest first. */
export default function BlogTopicTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <SimpleLayout>
      <BlogListView
        title={`${labels.topicHeading}: ${pageContext.topicLabel}`}
        allArticlesPath="/blog/"
        articles={data.allBlogPost.nodes}
        pagination={pageContext}
      />
    </SimpleLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { olderPath, newerPath, pageTitle, topicLabel } = pageContext;
  const { seo } = data.blogText!;
  return (
    <Seo {...seo} title={pageTitle} description={`${labels.topicHeading} ${topicLabel}: ${seo.description}`} pathname={location.pathname}>
      {newerPath && <link rel="prev" href={newerPath} />}
      {olderPath && <link rel="next" href={olderPath} />}
    </Seo>
  );
}

export const query = graphql`
  query BlogTopicPage($topic: BlogTopic!, $skip: Int!, $limit: Int!) {
    blogText {
      seo {
        title
        description
        keywords
      }
    }
    allBlogPost(filter: { topics: { eq: $topic } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...ArticleTeaserFields
      }
    }
  }
`;
