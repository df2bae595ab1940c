import type { Language } from "../../core/languages";
import { defaultLanguage, languagePrefix } from "../../core/languages";
import { articlePath, blogPath } from "../../src/components/blog/article-path";

/** Where a language's feed lies (/blog/rss.xml, /en/blog/rss.xml); that language's pages name it in their head. */
export const feedPath = (language: Language) => `${blogPath(language)}rss.xml`;

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

/** A feed's query: every built article in its language (drafts never reach a production build's data). */
export const feedQuery = (language: Language) => `
  query BlogFeed {
    allBlogPost(filter: { language: { eq: "${language}" } }, sort: { date: DESC }) {
      nodes { slug title description date authorProfile { name } topicList { label } }
    }
  }
`;

/** The items of the feed (the `rss` package's item options): the newest twenty, with absolute links. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string, language: Language = defaultLanguage) {
  return [...articles]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, FEED_SIZE)
    .map((article) => {
      const url = `${siteUrl}${articlePath(article.slug, language)}`;
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

/** One language's feed: its name and description (content/blog.<language>.md). */
export interface FeedTexts {
  language: Language;
  title: string;
  description: string;
}

/** gatsby-plugin-feed's options: one RSS feed per language, named in the `<link rel="alternate">` of its pages (`match`). */
export function feedPluginOptions({ siteUrl, feeds }: { siteUrl: string; feeds: readonly FeedTexts[] }) {
  return {
    // The plugin's default query asks for siteMetadata fields this site does not have.
    query: "query FeedSite { site { siteMetadata { siteUrl } } }",
    setup: (feed: FeedTexts) => ({
      title: feed.title,
      description: feed.description,
      site_url: `${siteUrl}${blogPath(feed.language)}`,
      feed_url: `${siteUrl}${feedPath(feed.language)}`,
      language: feed.language,
      generator: "Gatsby",
    }),
    feeds: feeds.map(({ language, title, description }) => ({
      output: feedPath(language),
      title,
      description,
      language,
      // The default language's pages are those outside every other language's prefix.
      match: language === defaultLanguage ? "^/(?!(?:[a-z]{2})/)" : `^${languagePrefix(language)}/`,
      query: feedQuery(language),
      serialize: ({ query }: { query: { allBlogPost: { nodes: FeedArticle[] } } }) => feedItems(query.allBlogPost.nodes, siteUrl, language),
    })),
  };
}
