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
 * `articles` come newest first; `blogTitle` is the list's title (content/pages/blog.md).
 */
export function blogPages(articles: readonly ArticleSummary[], topics: readonly Topic[], blogTitle: string): BlogPage[] {
  const pages: BlogPage[] = articles.map((article) => ({
    kind: "article",
    path: articlePath(article.slug),
    context: { id: article.id, pageTitle: article.title, lastModified: lastChangeOf(article) },
  }));
  for (const { path, ...list } of listPages("/blog/", articles.length)) {
    const shown = articles.slice(list.skip, list.skip + list.limit);
    pages.push({ kind: "list", path, context: { ...list, pageTitle: numbered(blogTitle, list), lastModified: newest(shown) } });
  }
  for (const topic of topics) {
    const inTopic = articles.filter((article) => article.topics.includes(topic.name));
    if (inTopic.length === 0) continue;
    for (const { path, ...list } of listPages(topicPath(topic.name), inTopic.length)) {
      const shown = inTopic.slice(list.skip, list.skip + list.limit);
      pages.push({
        kind: "topic",
        path,
        context: {
          ...list,
          topic: topic.name,
          topicLabel: topic.label,
          pageTitle: numbered(`${topic.label} – ${blogTitle}`, list),
          lastModified: newest(shown),
        },
      });
    }
  }
  return pages;
}
