import { articlePath } from "../../src/components/blog/article-path";
import { labels } from "../../src/i18n/de";
import { listPages, type ListPage } from "./pagination";
import { topicPath, type Topic } from "./topics";

/** What the build knows of an article when it makes the pages (gatsby-node.ts). */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  date: string;
  updated: string | null;
  topics: readonly string[];
}

/**
 * A page's own title and its last change travel in its page context: the page's `<title>`,
 * its share image (share-image-pages.ts) and its sitemap entry (gatsby-config.ts) read them there.
 */
interface BlogPageContext {
  pageTitle: string;
  lastModified: string | null;
}

/** A list page's place in the list; its path is the page's own (Gatsby reserves `path` in a page's context). */
type ListPlace = Omit<ListPage, "path">;

export type BlogPage =
  | { kind: "article"; path: string; context: BlogPageContext & { id: string } }
  | { kind: "list"; path: string; context: BlogPageContext & ListPlace }
  | { kind: "topic"; path: string; context: BlogPageContext & ListPlace & { topic: string; topicLabel: string } };

/** The day of an article's last change: the revision, else the publication. */
export const lastChangeOf = (article: Pick<ArticleSummary, "date" | "updated">) => article.updated ?? article.date;

const newest = (articles: readonly ArticleSummary[]) =>
  articles.map(lastChangeOf).reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null);

const numbered = (title: string, { page }: Pick<ListPage, "page">) => (page === 1 ? title : `${title} – ${labels.blogPage} ${page}`);

/**
 * Every page of the blog: one per article at /blog/<slug>/, the list at /blog/ (ten a page, then
 * /blog/seite/2/ …), and for each topic some article names the list at /blog/thema/<topic>/.
 * `articles` come newest first; `blogTitle` is the list's title (content/pages/blog.de.md).
 */
export function blogPages(articles: readonly ArticleSummary[], topics: readonly Topic[], blogTitle: string): BlogPage[] {
  const pages: BlogPage[] = articles.map((article) => ({
    kind: "article",
    path: articlePath(article.slug),
    context: { id: article.id, pageTitle: article.title, lastModified: lastChangeOf(article) },
  }));
  // A list's pages at `basePath`, each with its title and the last change of the articles it shows.
  const list = (basePath: string, shown: readonly ArticleSummary[], title: string) =>
    listPages(basePath, shown.length).map(({ path, ...place }) => ({
      path,
      context: { ...place, pageTitle: numbered(title, place), lastModified: newest(shown.slice(place.skip, place.skip + place.limit)) },
    }));
  for (const { path, context } of list("/blog/", articles, blogTitle)) pages.push({ kind: "list", path, context });
  for (const topic of topics) {
    const inTopic = articles.filter((article) => article.topics.includes(topic.name));
    if (inTopic.length === 0) continue;
    for (const { path, context } of list(topicPath(topic.name), inTopic, `${topic.label} – ${blogTitle}`)) {
      pages.push({ kind: "topic", path, context: { ...context, topic: topic.name, topicLabel: topic.label } });
    }
  }
  return pages;
}
