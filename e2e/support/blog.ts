import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import remark from "remark";
import { markdownFilesIn } from "../../build/content-model/content-files";
import { frontmatterOf } from "../../build/content-model/read-frontmatter";
import { blogTopics } from "../../build/blog/topics";
import { topicPath } from "../../src/components/blog/article-path";
import { contentFileOf } from "../../build/content-model/collections";

const contentDir = path.join(__dirname, "..", "..", "content");

export interface Article {
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

const read = (file: string) => frontmatterOf(readFileSync(path.join(contentDir, file), "utf8"));

/** The German articles of the production build, read from content/blog/ (drafts are never built), newest first. */
export const articles: Article[] = markdownFilesIn(contentDir)
  .filter((file) => file.startsWith("blog/") && contentFileOf(file)?.language === "de")
  .map((file) => ({ file, data: read(file) as Omit<Article, "path" | "authorName"> & { draft: boolean } }))
  .filter(({ data }) => !data.draft)
  .map(({ file, data }) => ({
    path: `/blog/${contentFileOf(file)!.key.slice("blog/".length)}/`,
    title: data.title,
    date: data.date,
    author: data.author,
    authorName: (read(`team/${data.author}.de.md`) as { name: string }).name,
    topics: data.topics,
    images: bodyImagesOf(matter(readFileSync(path.join(contentDir, file), "utf8"), {}).content),
  }))
  .sort((a, b) => (a.date < b.date ? 1 : -1));

/** The topics some built article names, with their pages. */
export const usedTopics = blogTopics()
  .filter((topic) => articles.some((article) => article.topics.includes(topic.name)))
  .map((topic) => ({ ...topic, path: topicPath(topic.name, "de") }));

export const blogTitle = (read("blog.de.md") as { title: string }).title;
