import type { Language } from "../../core/languages";
import { articlePath, blogPath, topicPath } from "../../src/components/blog/article-path";
import { pageTables } from "../../src/i18n/tables";
import type { Topic } from "./topics";

/** What the build knows of an article when it makes the pages (gatsby-node.ts). */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  date: string;
  updated: string | null;
  topics: readonly string[];
  /** The key its translations share (`blog/<file name>`). */
  translationKey: string;
}

/** Read by the page's `<title>`, its share image (share-image-pages.ts) and its sitemap entry. */
interface BlogPageContext {
  pageTitle: string;
  lastModified: string | null;
}

/** Articles per list page: /blog/ shows the newest ten, /blog/seite/2/ the next ten, and so on. */
const ARTICLES_PER_PAGE = 10;

/** The places of the pages of a list of `count` articles (`page` 1 for the first); one page even without articles. */
export function listPages(count: number) {
  const pageCount = Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    skip: index * ARTICLES_PER_PAGE,
    limit: ARTICLES_PER_PAGE,
  }));
}

type ListPlace = ReturnType<typeof listPages>[number] & { newerPath: string | null; olderPath: string | null };

export type BlogPage =
  | { kind: "article"; path: string; context: BlogPageContext & { id: string; translationKey: string } }
  | { kind: "list"; path: string; context: BlogPageContext & ListPlace }
  | {
      kind: "topic";
      path: string;
      context: BlogPageContext & ListPlace & { topic: string; topicLabel: string; topicDescription: string };
    };

/** What content/blog.<language>.md gives the list's pages: the list's heading, its title for search engines, each topic's description. */
export interface BlogListTexts {
  /** The list's heading, which the topics' pages and the list's further pages carry in their titles ("Recht – Blog"). */
  title: string;
  /** The `<title>` of the list's first page (`seo.title`). */
  seoTitle: string;
  /** Each topic's description of its page (`topicPages`), by the topic's name. */
  topicDescriptions: ReadonlyMap<string, string>;
  /** The file that lists the topics, the default language's (a translation has one item per item of it). */
  topicsFile: string;
}

/** The day of an article's last change: the revision, else the publication. */
export const lastChangeOf = (article: Pick<ArticleSummary, "date" | "updated">) => article.updated ?? article.date;

const newest = (articles: readonly ArticleSummary[]) => articles.map(lastChangeOf).sort().at(-1) ?? null;

/** The address of page `page` of the blog's list, or of a topic's list, in a language (/blog/seite/2/, /en/blog/page/2/). */
export const blogListPath = (language: Language, topic: string | undefined, page: number) => {
  const basePath = topic ? topicPath(topic, language) : blogPath(language);
  return page === 1 ? basePath : `${basePath}${pageTables[language].blogPageSegment}/${page}/`;
};

/**
 * Every page of the blog in one language: each article, the list (/blog/, /blog/seite/2/ …) and each used topic's
 * list (/blog/thema/<topic>/). `articles` come newest first.
 */
export function blogPages(
  articles: readonly ArticleSummary[],
  topics: readonly Topic[],
  texts: BlogListTexts,
  language: Language,
): BlogPage[] {
  const { blogPage } = pageTables[language];
  const pages: BlogPage[] = articles.map((article) => ({
    kind: "article",
    path: articlePath(article.slug, language),
    context: { id: article.id, translationKey: article.translationKey, pageTitle: article.title, lastModified: lastChangeOf(article) },
  }));
  const list = (topic: string | undefined, shown: readonly ArticleSummary[], firstTitle: string, title: string) =>
    listPages(shown.length).map((place) => ({
      path: blogListPath(language, topic, place.page),
      context: {
        ...place,
        newerPath: place.page > 1 ? blogListPath(language, topic, place.page - 1) : null,
        olderPath: place.page < place.pageCount ? blogListPath(language, topic, place.page + 1) : null,
        pageTitle: place.page === 1 ? firstTitle : `${title} – ${blogPage} ${place.page}`,
        lastModified: newest(shown.slice(place.skip, place.skip + place.limit)),
      },
    }));
  for (const { path, context } of list(undefined, articles, texts.seoTitle, texts.title)) pages.push({ kind: "list", path, context });
  for (const topic of topics) {
    const inTopic = articles.filter((article) => article.topics.includes(topic.name));
    if (inTopic.length === 0) continue;
    const topicDescription = texts.topicDescriptions.get(topic.name);
    if (!topicDescription) {
      throw new Error(
        `${texts.topicsFile}: topicPages has no entry for the topic ${topic.name}, whose page ${topicPath(topic.name, language)} ` +
          `lists ${inTopic.length === 1 ? "an article" : `${inTopic.length} articles`}: add the topic with its description there ` +
          "and in each translation",
      );
    }
    const title = `${topic.label} – ${texts.title}`;
    for (const { path, context } of list(topic.name, inTopic, title, title)) {
      pages.push({ kind: "topic", path, context: { ...context, topic: topic.name, topicLabel: topic.label, topicDescription } });
    }
  }
  return pages;
}
