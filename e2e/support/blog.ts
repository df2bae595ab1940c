import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import remark from "remark";
import { blogTopics } from "../../build/blog/topics";
import { contentFilePath } from "../../build/content-model/collections";
import { siteRoutes } from "../../build/i18n/site-routes";
import { defaultLanguage, type Language } from "../../core/languages";
import { blogPath, topicPath } from "../../src/components/blog/article-path";
import { content, hasContent } from "./content";

const contentDir = path.join(__dirname, "..", "..", "content");

export interface Article {
  /** Its content key (`blog/<German file name>`), the same in every language. */
  key: string;
  language: Language;
  path: string;
  title: string;
  date: string;
  author: string;
  /** The author's name, from the team file the article names. */
  authorName: string;
  topics: string[];
  /** The images in the article's text, as its Markdown names them. */
  images: BodyImage[];
}

export interface BodyImage {
  alt: string;
  url: string;
}

type MarkdownNode = { type: string; alt?: string; url?: string; identifier?: string; children?: MarkdownNode[] };
const nodesOf = (node: MarkdownNode): MarkdownNode[] => [node, ...(node.children ?? []).flatMap(nodesOf)];

/** The images of a Markdown body, inline (`![alt](url)`) or by reference (`![alt][name]`), parsed as the build parses it. */
export function bodyImagesOf(markdown: string): BodyImage[] {
  const nodes = nodesOf(remark().parse(markdown) as MarkdownNode);
  const definitions = new Map(nodes.filter((node) => node.type === "definition").map((node) => [node.identifier, node.url]));
  return nodes
    .filter((node) => node.type === "image" || node.type === "imageReference")
    .map((node) => ({ alt: node.alt ?? "", url: (node.type === "image" ? node.url : definitions.get(node.identifier)) ?? "" }));
}

const siteMap = siteRoutes(contentDir, "production");

/** The articles of the production build in a language, read from content/blog/ (drafts are never built), newest first. */
export function articlesIn(language: Language): Article[] {
  return [...siteMap]
    .filter(([key, addresses]) => key.startsWith("blog/") && addresses[language])
    .map(([key, addresses]) => {
      const data = content<Omit<Article, "path" | "authorName" | "language" | "key">>(key, language);
      return {
        key,
        language,
        path: addresses[language]!,
        title: data.title,
        date: data.date,
        author: data.author,
        authorName: content<{ name: string }>(`team/${data.author}`).name,
        topics: data.topics,
        images: bodyImagesOf(matter(readFileSync(path.join(contentDir, contentFilePath({ key, language })), "utf8"), {}).content),
      };
    })
    .sort((a, b) => (a.date < b.date ? 1 : -1));
}

/** The topics some built article of a language names, with their pages. */
export const usedTopicsIn = (language: Language) =>
  blogTopics(language)
    .filter((topic) => articlesIn(language).some((article) => article.topics.includes(topic.name)))
    .map((topic) => ({ ...topic, path: topicPath(topic.name, language) }));

/** The blog's list in each language that has its texts (content/blog.<language>.md). */
export const blogListIn = (language: Language) =>
  hasContent("blog", language) ? { path: blogPath(language), title: content<{ title: string }>("blog", language).title } : undefined;

/** The German articles, newest first. */
export const articles: Article[] = articlesIn(defaultLanguage);

/** The topics some built German article names, with their pages. */
export const usedTopics = usedTopicsIn(defaultLanguage);

export const blogTitle = content<{ title: string }>("blog").title;
