import { existsSync } from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { typeDefs } from "./build/content-model/type-defs";
import { FROM_MARKDOWN, modelDirectives } from "./build/content-model/content-schema";
import { collectionFor, collections, contentFileOf, contentFilePath } from "./build/content-model/collections";
import { mergeTranslation } from "./build/content-model/translations";
import { defaultLanguage } from "./core/languages";
import { validateFrontmatter } from "./build/content-model/validate-frontmatter";
import { normaliseDates, readContent } from "./build/content-model/read-frontmatter";
import { markdownFilesIn } from "./build/content-model/content-files";
import { isBuilt } from "./build/blog/drafts";
import { blogTopics, topicPath } from "./build/blog/topics";
import { blogPages, type ArticleSummary, type BlogPage } from "./build/blog/blog-pages";
import { fillCompanyTokens, type CompanyFacts } from "./build/content-model/fill-company-tokens";
import { formatFindings } from "./build/launch/launch-finding";
import { launchReport } from "./build/launch/launch-report";
import { environment, settingsFromEnvironment } from "./core/settings/read-settings";
import { runPostBuildSteps } from "./build/post-build/post-build-steps";
import { SHARE_IMAGE_PAGES_QUERY, shareImagePages, type ShareImagePagesData } from "./build/post-build/share-image-pages";

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  fileAbsolutePath: string;
}

const contentDir = path.join(__dirname, "content");

/**
 * Every Markdown file becomes a node of its content type, once its frontmatter passed the check. A translation
 * (`x.en.md`) takes the shared facts from the default language's file (`x.de.md`) first (translations.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type !== "MarkdownRemark") return;
  const markdown = node as MarkdownNode;
  const relativePath = path.relative(contentDir, markdown.fileAbsolutePath);
  const file = contentFileOf(relativePath);
  const collection = file && collectionFor(file.key);
  if (!file || !collection) {
    reporter.panicOnBuild(
      `content/${relativePath}: no content type for this name; a content file is named <name>.<language>.md in a folder of build/content-model/collections.ts`,
    );
    return;
  }
  let frontmatter = normaliseDates(markdown.frontmatter ?? {});
  const problems: string[] = [];
  if (file.language !== defaultLanguage) {
    const basePath = contentFilePath({ key: file.key, language: defaultLanguage });
    if (!existsSync(path.join(contentDir, basePath))) {
      reporter.panicOnBuild(`content/${relativePath} translates content/${basePath}, which does not exist`);
      return;
    }
    const translation = mergeTranslation(collection.type, readContent(basePath, contentDir), frontmatter);
    frontmatter = translation.frontmatter;
    problems.push(...translation.problems);
  }
  // The content files, read afresh: a reference (an article's author) must name one of them.
  problems.push(...validateFrontmatter(collection.type, frontmatter, markdownFilesIn(contentDir)));
  if (problems.length > 0) {
    reporter.panicOnBuild(`content/${relativePath} does not match the content type ${collection.type}:\n  - ${problems.join("\n  - ")}`);
    return;
  }
  // A draft article exists only in `gatsby develop` (build/blog/drafts.ts).
  if (collection.type === "BlogPost" && !isBuilt(frontmatter, environment(__dirname).NODE_ENV)) return;
  const child = {
    ...frontmatter,
    language: file.language,
    translationKey: file.key,
    id: createNodeId(`${collection.type}-${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: collection.type, contentDigest: createContentDigest(frontmatter) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

interface ResolverContext {
  nodeModel: {
    getNodeById: (args: { id: string }) => Node | null;
    findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<Record<string, unknown> | null>;
    findAll: (args: { type: string; query?: Record<string, unknown> }) => Promise<{ entries: Iterable<Record<string, unknown>> }>;
  };
}

/**
 * A field marked `@fromMarkdown` in the content model (build/content-model/type-defs.ts) comes from the
 * Markdown node behind the content node: its path, or a field of gatsby-transformer-remark's
 * own (the body as HTML, the headings), with the legal texts' {{company.*}} tokens filled in.
 */
async function resolveFromMarkdown(
  source: Node,
  { field, depth, fillCompanyTokens: fillTokens }: { field: string; depth?: string; fillCompanyTokens?: boolean },
  context: ResolverContext,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  const markdownNode = context.nodeModel.getNodeById({ id: source.parent! }) as MarkdownNode;
  // An article's address: its file name in the default language, its own `slug` in a translation.
  if (field === "fileName") return (source as { slug?: string }).slug ?? contentFileOf(path.basename(markdownNode.fileAbsolutePath))!.key;
  const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
  const resolve = markdownType.getFields()[field].resolve!;
  const value = await resolve(markdownNode, depth ? { depth } : {}, context, { ...info, fieldName: field });
  if (!fillTokens) return value;
  try {
    return fillCompanyTokens(value as string, await companyFacts(context));
  } catch (error) {
    throw new Error(`${path.relative(__dirname, markdownNode.fileAbsolutePath)}: ${(error as Error).message}`);
  }
}

async function companyFacts(context: ResolverContext): Promise<CompanyFacts> {
  const company = await context.nodeModel.findOne({ type: "Company", query: {} });
  if (!company) throw new Error("content/company.de.md is missing");
  return company as unknown as CompanyFacts;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: FROM_MARKDOWN,
    args: { field: "String!", depth: "String", fillCompanyTokens: "Boolean" },
    extend(options: { field: string; depth?: string; fillCompanyTokens?: boolean }) {
      return {
        resolve: (source: Node, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) =>
          resolveFromMarkdown(source, options, context, info),
      };
    },
  });
  // The CMS's German labels and the rules the frontmatter check enforces (build/content-model/content-schema.ts):
  // nothing for the build to resolve.
  for (const [name, args] of Object.entries(modelDirectives)) actions.createFieldExtension({ name, args, extend: () => ({}) });
  actions.createTypes(typeDefs);
  // Every content node's language and the key its translations share (`services/webdesign`), set when it is made.
  for (const { type } of new Set(collections)) actions.createTypes(`type ${type} implements Node { language: String!, translationKey: String! }`);
  // A topic as the blog's pages show it; not a content type of its own (build/blog/topics.ts).
  actions.createTypes(`type BlogTopicInfo { name: String!, slug: String!, label: String!, path: String! }`);
};

/**
 * Fields of an article the build resolves from other content, outside the content model (so the
 * CMS and the frontmatter check leave them alone): the author's team file, which `author` names,
 * and the topics with their German names and addresses.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const topics = new Map(blogTopics().map((topic) => [topic.name, topic]));
  addResolvers({
    BlogPost: {
      authorProfile: {
        type: "TeamMember!",
        resolve: async (source: { author: string }, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll({ type: "TeamMember" });
          for (const member of entries) {
            const file = context.nodeModel.getNodeById({ id: member.parent as string }) as MarkdownNode;
            if (path.basename(file.fileAbsolutePath, ".md") === source.author) return member;
          }
          throw new Error(`content/team/${source.author}.md is missing (the author of an article)`);
        },
      },
      topicList: {
        type: "[BlogTopicInfo!]!",
        resolve: (source: { topics: string[] }) => source.topics.map((name) => ({ ...topics.get(name)!, path: topicPath(name) })),
      },
    },
  });
};

interface PagesQuery {
  allServicePage: { nodes: { id: string; slug: string }[] };
  allWebdesignPage: { nodes: { id: string; slug: string }[] };
  allLegalPage: { nodes: { id: string; slug: string }[] };
  allBlogPost: { nodes: ArticleSummary[] };
  blogText: { title: string } | null;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query PageRoutes {
      allServicePage {
        nodes {
          id
          slug
        }
      }
      allWebdesignPage {
        nodes {
          id
          slug
        }
      }
      allLegalPage {
        nodes {
          id
          slug
        }
      }
      allBlogPost(sort: { date: DESC }) {
        nodes {
          id
          slug
          title
          date
          updated
          topics
        }
      }
      blogText {
        title
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the content for the pages", result.errors);
    return;
  }
  const templates: [Exclude<keyof PagesQuery, "allBlogPost" | "blogText">, string][] = [
    ["allServicePage", "service-page.tsx"],
    ["allWebdesignPage", "webdesign-page.tsx"],
    ["allLegalPage", "legal-page.tsx"],
  ];
  for (const [collection, template] of templates) {
    for (const { id, slug } of result.data[collection].nodes) {
      actions.createPage({
        path: `/${slug}/`,
        component: path.resolve(`src/templates/${template}`),
        context: { id },
      });
    }
  }
  if (!result.data.blogText) {
    reporter.panicOnBuild("content/blog.de.md is missing: the blog's list takes its title and texts from it");
    return;
  }
  const blogTemplates: Record<BlogPage["kind"], string> = { article: "blog-post.tsx", list: "blog-list.tsx", topic: "blog-topic.tsx" };
  for (const page of blogPages(result.data.allBlogPost.nodes, blogTopics(), result.data.blogText.title)) {
    actions.createPage({ path: page.path, component: path.resolve(`src/templates/${blogTemplates[page.kind]}`), context: page.context });
  }
};

/**
 * The launch check's list, as one warning: a preview may build with placeholders, but
 * whoever builds it sees what is left (`npm run check:launch` fails on the same list).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const findings = await launchReport(__dirname, environment(__dirname));
  if (findings.length > 0) {
    reporter.warn(`Not ready for launch yet: change these ${findings.length} things (npm run check:launch)\n${formatFindings(findings)}`);
  }
};

/**
 * The steps after the build, named with their reasons in build/post-build/post-build-steps.ts.
 * They get the site's folder, this build's settings, and every page's title from GraphQL.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { data, errors } = await graphql<ShareImagePagesData>(SHARE_IMAGE_PAGES_QUERY);
  if (errors || !data?.company) throw new Error(`The pages' titles could not be read for the share images: ${JSON.stringify(errors)}`);
  await runPostBuildSteps({
    root: __dirname,
    publicDir: path.join(__dirname, "public"),
    settings: settingsFromEnvironment(__dirname),
    shareImages: shareImagePages(data),
    companyName: data.company.name,
  });
};
