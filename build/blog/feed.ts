import { articlePath } from "../../src/components/blog/article-path";

/** Where the feed lies; every page's head names it (`<link rel="alternate">`, written by gatsby-plugin-feed). */
export const FEED_PATH = "/blog/rss.xml";

/** How many articles the feed carries: the newest. */
export const FEED_SIZE = 20;

export interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  date: string;
  authorProfile: { name: string };
  topicList: readonly { label: string }[];
}

/** The feed's query: every built article (drafts never reach a production build's data). */
export const FEED_QUERY = `
  query BlogFeed {
    allBlogPost(sort: { date: DESC }) {
      nodes { slug title description date authorProfile { name } topicList { label } }
    }
  }
`;

/** The items of the feed (the `rss` package's item options): the newest twenty, with absolute links. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string) {
  return [...articles]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, FEED_SIZE)
    .map((article) => {
      const url = `${siteUrl}${articlePath(article.slug)}`;
      return {
        title: article.title,
        description: article.description,
        url,
        guid: url,
        date: article.date,
        author: article.authorProfile.name,
        categories: article.topicList.map((topic) => topic.label),
      };
    });
}

/**
 * gatsby-plugin-feed's options: one RSS 2.0 feed of the newest articles. `title` also names the
 * feed in every page's `<link rel="alternate">`; `siteUrl` makes its links absolute.
 */
export function feedPluginOptions({ siteUrl, title, description }: { siteUrl: string; title: string; description: string }) {
  return {
    // The plugin's default query asks for siteMetadata fields this site does not have.
    query: "query FeedSite { site { siteMetadata { siteUrl } } }",
    setup: () => ({
      title,
      description,
      site_url: `${siteUrl}/blog/`,
      feed_url: `${siteUrl}${FEED_PATH}`,
      language: "de",
      generator: "Gatsby",
    }),
    feeds: [
      {
        output: FEED_PATH,
        title,
        query: FEED_QUERY,
        serialize: ({ query }: { query: { allBlogPost: { nodes: FeedArticle[] } } }) => feedItems(query.allBlogPost.nodes, siteUrl),
      },
    ],
  };
}
