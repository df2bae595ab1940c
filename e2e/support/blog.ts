import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import remark from "remark";
import { blogTopics } from "../../gatsby/blog/topics";
import { contentFilePath } from "../../gatsby/content-model/collections";
import { defaultLanguage, type Language } from "../../core/languages";
import { pageTables } from "../../src/i18n/tables";
import { content, hasContent, keysIn } from "./content";

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

/**
 * The blog's addresses, as docs/architecture.md's table of routes states them, not by the build's code, so a routing
 * bug fails the specs: /blog/ and /en/blog/; an article's German address is its file name, a translation's its `slug`;
 * a topic's list is /blog/thema/<topic, hyphenated>/ and /en/blog/topic/<its English name, as an address>/.
 */
export const blogPath = (language: Language) => `${language === defaultLanguage ? "" : `/${language}`}/blog/`;
const asSegment = (words: string) =>
  words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const topicPath = (name: string, language: Language) => {
  const { blogTopicSegment, topicNames } = pageTables[language];
  return `${blogPath(language)}${blogTopicSegment}/${language === defaultLanguage ? name.replace(/_/g, "-") : asSegment(topicNames[name])}/`;
};

/** The articles of the production build in a language, read from content/blog/ (drafts are never built), newest first. */
export function articlesIn(language: Language): Article[] {
  return keysIn("blog")
    .filter((key) => content<{ draft?: boolean }>(key).draft !== true && hasContent(key, language))
    .map((key) => {
      const data = content<Omit<Article, "path" | "authorName" | "language" | "key"> & { slug?: string }>(key, language);
      const name = key.slice("blog/".length);
      return {
        key,
        language,
        path: `${blogPath(language)}${language === defaultLanguage ? name : (data.slug ?? name)}/`,
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
