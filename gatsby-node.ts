import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { typeDefs } from "./gatsby/content-model/type-defs";
import { FROM_MARKDOWN, modelDirectives } from "./gatsby/content-model/content-schema";
import { collections, contentFileOf, contentFilePath } from "./gatsby/content-model/collections";
import { frontmatterIn, loadContent } from "./gatsby/content-model/load-content";
import { defaultLanguage, languages, type Language } from "./core/languages";
import { addressesIn, routeOf, siteRoutes, type Alternates, type SiteRoutes } from "./gatsby/i18n/site-routes";
import { isBuilt } from "./gatsby/blog/drafts";
import { blogTopics } from "./gatsby/blog/topics";
import { topicPath } from "./src/components/blog/article-path";
import { blogListPath, blogPages, type ArticleSummary, type BlogPage } from "./gatsby/blog/blog-pages";
import { fillCompanyTokens, type CompanyFacts } from "./gatsby/content-model/fill-company-tokens";
import { formatFindings } from "./gatsby/launch/launch-finding";
import { launchReport } from "./gatsby/launch/launch-report";
import { environment } from "./core/settings/read-settings";
import { runPostBuildSteps } from "./gatsby/post-build/post-build-steps";
import { interfaceTables, pageTables } from "./src/i18n/tables";
import { differingKeys } from "./src/i18n/table-keys";
import { SHARE_IMAGE_PAGES_QUERY, shareImagePages, type ShareImagePagesData } from "./gatsby/post-build/share-image-pages";

interface MarkdownNode extends Node {
  fileAbsolutePath: string;
}

const contentDir = path.join(__dirname, "content");

/**
 * Before anything is read, the build stops unless every content file's frontmatter is YAML it can read (checked here,
 * before gatsby-transformer-remark, whose message names no fix) and every language's interface tables have the default
 * language's keys, no more and no fewer. The type check misses loose types: a topic missing from one table's
 * Record<string, string> of topic names would pass it.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  for (const { path: file, yamlProblem } of loadContent(contentDir).records.values()) {
    if (yamlProblem) reporter.panic(`content/${file}, ${yamlProblem}`);
  }
  for (const [tables, suffix] of [
    [interfaceTables, ""],
    [pageTables, "-pages"],
  ] as const) {
    for (const { code } of languages) {
      const keys = differingKeys(tables[defaultLanguage], tables[code]);
      if (keys.length > 0) {
        reporter.panic(
          `src/i18n/${code}${suffix}.ts does not have the keys of src/i18n/${defaultLanguage}${suffix}.ts: ${keys.join(", ")} (each table needs every key, and no other)`,
        );
      }
    }
  }
};

/** Every Markdown file becomes a node of its content type once its frontmatter passed the check. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type !== "MarkdownRemark") return;
  const relativePath = path
    .relative(contentDir, (node as MarkdownNode).fileAbsolutePath)
    .split(path.sep)
    .join("/");
  const file = loadContent(contentDir).records.get(relativePath);
  if (!file?.type) {
    reporter.panicOnBuild(
      `content/${relativePath}: no content type for this name; a content file is named <name>.<language>.md in a folder of gatsby/content-model/collections.ts`,
    );
    return;
  }
  const { type, frontmatter, problems } = file;
  if (problems.length > 0) {
    reporter.panicOnBuild(`content/${relativePath} does not match the content type ${type}:\n  - ${problems.join("\n  - ")}`);
    return;
  }
  // A draft article exists only in `gatsby develop` (gatsby/blog/drafts.ts).
  if (type === "BlogPost" && !isBuilt(frontmatter, environment(__dirname).NODE_ENV)) return;
  const child = {
    ...frontmatter,
    language: file.language,
    translationKey: file.key,
    id: createNodeId(`${type}-${node.id}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(frontmatter) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

interface ResolverContext {
  nodeModel: {
    getNodeById: (args: { id: string }) => Node | null;
    findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<Record<string, unknown> | null>;
  };
}

/**
 * A `@fromMarkdown` field (gatsby/content-model/type-defs.ts) comes from the Markdown node behind the content node:
 * its file name, or a field of gatsby-transformer-remark's (the HTML, the headings), with {{company.*}} tokens filled in.
 */
const fromMarkdown = ({ field, depth, fillCompanyTokens: fillTokens }: { field: string; depth?: string; fillCompanyTokens?: boolean }) => ({
  async resolve(source: Node, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo): Promise<unknown> {
    const markdownNode = context.nodeModel.getNodeById({ id: source.parent! }) as MarkdownNode;
    // An article's address: its file name, or a translation's own `slug`.
    if (field === "fileName") return (source as { slug?: string }).slug ?? contentFileOf(path.basename(markdownNode.fileAbsolutePath))!.key;
    const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
    const resolve = markdownType.getFields()[field].resolve!;
    const value = await resolve(markdownNode, depth ? { depth } : {}, context, { ...info, fieldName: field });
    if (!fillTokens) return value;
    try {
      const language = (source as { language?: Language }).language ?? defaultLanguage;
      const company = await inLanguage(context, "Company", {}, language);
      if (!company) throw new Error("content/company.de.md is missing");
      return fillCompanyTokens(value as string, company as unknown as CompanyFacts, language);
    } catch (error) {
      throw new Error(`${path.relative(__dirname, markdownNode.fileAbsolutePath)}: ${(error as Error).message}`);
    }
  },
});

/** The node of `type` that matches `filter` in `language`, else in the default language. */
async function inLanguage(context: ResolverContext, type: string, filter: Record<string, unknown>, language: Language) {
  const find = (code: Language) => context.nodeModel.findOne({ type, query: { filter: { ...filter, language: { eq: code } } } });
  return (await find(language)) ?? (await find(defaultLanguage));
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: FROM_MARKDOWN,
    args: { field: "String!", depth: "String", fillCompanyTokens: "Boolean" },
    extend: fromMarkdown,
  });
  // The CMS's labels and the frontmatter check's rules (gatsby/content-model/content-schema.ts): nothing to resolve.
  for (const [name, args] of Object.entries(modelDirectives)) actions.createFieldExtension({ name, args, extend: () => ({}) });
  actions.createTypes(typeDefs);
  // Set in onCreateNode: the language and the key translations share (`services/webdesign`).
  for (const { type } of collections) actions.createTypes(`type ${type} implements Node { language: String!, translationKey: String! }`);
  // A topic as the blog's pages show it (gatsby/blog/topics.ts).
  actions.createTypes(`type BlogTopicInfo { name: String!, slug: String!, label: String!, path: String! }`);
};

/**
 * Fields from other content, outside the content model (the CMS and the check leave them alone): an article's author and
 * topics; the names of the processing content/company.de.md declares, whose sections the privacy policy includes.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers({
    Company: {
      declaredProcessing: {
        type: "[String!]!",
        resolve: (source: { processing: Record<string, boolean> }) =>
          Object.keys(source.processing).filter((name) => source.processing[name] === true),
      },
    },
    BlogPost: {
      authorProfile: {
        type: "TeamMember!",
        resolve: async (source: { author: string; language: Language }, _args: unknown, context: ResolverContext) => {
          const member = await inLanguage(context, "TeamMember", { translationKey: { eq: `team/${source.author}` } }, source.language);
          if (member) return member;
          throw new Error(`content/team/${source.author}.de.md is missing (the author of an article)`);
        },
      },
      topicList: {
        type: "[BlogTopicInfo!]!",
        resolve: (source: { topics: string[]; language: Language }) => {
          const topics = new Map(blogTopics(source.language).map((topic) => [topic.name, topic]));
          return source.topics.map((name) => ({ ...topics.get(name)!, path: topicPath(name, source.language) }));
        },
      },
    },
  });
};

// The content types with a page of their own per file, and its template in src/templates/.
const pageTemplates = { ServicePage: "service-page.tsx", WebdesignPage: "webdesign-page.tsx", LegalPage: "legal-page.tsx" };

type ContentPage = { id: string; language: Language; translationKey: string; seo: { title: string } };

type PagesQuery = Record<`all${keyof typeof pageTemplates}`, { nodes: ContentPage[] }> & {
  allBlogPost: { nodes: (ArticleSummary & { language: Language; translationKey: string })[] };
  allBlogText: {
    nodes: { title: string; seo: { title: string }; topicPages: { topic: string; description: string }[]; language: Language }[];
  };
};

// Every content file's page addresses in each of its languages (gatsby/i18n/site-routes.ts).
let routes: SiteRoutes | undefined;
const siteRoutesOnce = () => (routes ??= siteRoutes(loadContent(contentDir), environment(__dirname).NODE_ENV));

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  routes = undefined;
  const pageFields = "nodes { id language translationKey seo { title } }";
  const result = await graphql<PagesQuery>(`
    query PageRoutes {
      allServicePage { ${pageFields} }
      allWebdesignPage { ${pageFields} }
      allLegalPage { ${pageFields} }
      allBlogPost(sort: { date: DESC }) {
        nodes { id slug title date updated topics language translationKey }
      }
      allBlogText { nodes { title seo { title } topicPages { topic description } language } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the content for the pages", result.errors);
    return;
  }
  for (const [type, template] of Object.entries(pageTemplates) as [keyof typeof pageTemplates, string][]) {
    for (const { id, language, translationKey, seo } of result.data[`all${type}`].nodes) {
      const alternates = siteRoutesOnce().get(translationKey)!;
      actions.createPage({
        path: alternates[language]!,
        component: path.resolve(`src/templates/${template}`),
        context: { id, pageTitle: seo.title, ...pageLanguage(language, alternates) },
      });
    }
  }
  const blogTemplates: Record<BlogPage["kind"], string> = { article: "blog-post.tsx", list: "blog-list.tsx", topic: "blog-topic.tsx" };
  const blog = languages.flatMap(({ code: language }) => {
    const blogText = result.data!.allBlogText.nodes.find((text) => text.language === language);
    if (!blogText) return [];
    const articles = result.data!.allBlogPost.nodes.filter((article) => article.language === language);
    const texts = {
      title: blogText.title,
      seoTitle: blogText.seo.title,
      topicDescriptions: new Map(blogText.topicPages.map(({ topic, description }) => [topic, description])),
      topicsFile: `content/${contentFilePath({ key: "blog", language: defaultLanguage })}`,
    };
    try {
      return blogPages(articles, blogTopics(language), texts, language).map((page) => ({ page, language }));
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return [];
    }
  });
  if (!result.data.allBlogText.nodes.some((text) => text.language === defaultLanguage)) {
    reporter.panicOnBuild(`content/blog.${defaultLanguage}.md is missing: the blog's list takes its title and texts from it`);
    return;
  }
  const built = new Set(blog.map(({ page }) => page.path));
  // Netlify's 404 page per language (the production server does the same itself).
  for (const { code } of languages) {
    if (code !== defaultLanguage) actions.createRedirect({ fromPath: `/${code}/*`, toPath: `/${code}/404/`, statusCode: 404 });
  }
  for (const { page, language } of blog) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${blogTemplates[page.kind]}`),
      context: { ...page.context, ...pageLanguage(language, blogAlternates(page, language, built)) },
    });
  }
};

/** A blog page's counterparts: an article's from its file, a list's or topic's where that language lists articles too. */
function blogAlternates(page: BlogPage, language: Language, built: Set<string>): Alternates {
  if (page.kind === "article") return siteRoutesOnce().get(page.context.translationKey) ?? { [language]: page.path };
  const alternates: Alternates = { [language]: page.path };
  for (const { code } of languages) {
    const candidate = blogListPath(code, page.kind === "topic" ? page.context.topic : undefined, page.context.page);
    if (code !== language && built.has(candidate)) alternates[code] = candidate;
  }
  return alternates;
}

/**
 * A page's context on its language (src/i18n/language.tsx): the language, its address in each language it exists in,
 * and for a translated page each default-language address with its counterpart, for the links it shows.
 */
function pageLanguage(language: Language, alternates: Alternates) {
  return { language, alternates, addresses: language === defaultLanguage ? {} : addressesIn(siteRoutesOnce(), language) };
}

/** Gatsby makes a page of src/pages/ in the default language; here it learns it, and its translations are made at their files' addresses. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { language?: string }).language) return;
  const address = page.path === "/404.html" ? "/404/" : page.path;
  const route = routeOf(siteRoutesOnce(), address);
  const alternates = route?.alternates ?? { [defaultLanguage]: page.path };
  // For its share image (gatsby/post-build/share-image-pages.ts).
  const pageTitle = (language: Language) =>
    route && frontmatterIn<{ seo?: { title?: string } }>(loadContent(contentDir), route.key, language)?.seo?.title;
  actions.deletePage(page);
  actions.createPage({
    ...page,
    context: { ...page.context, pageTitle: pageTitle(defaultLanguage), ...pageLanguage(defaultLanguage, alternates) },
  });
  if (page.path === "/404.html" || page.path.startsWith("/dev-404")) return;
  for (const { code } of languages) {
    const translated = alternates[code];
    if (code === defaultLanguage || !translated) continue;
    actions.createPage({
      path: translated,
      component: page.component,
      context: { pageTitle: pageTitle(code), ...pageLanguage(code, alternates) },
    });
  }
};

/** The launch check's list as one warning: a preview may build with placeholders (`npm run check:launch` fails on them). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const findings = await launchReport(__dirname, environment(__dirname));
  if (findings.length > 0) {
    reporter.warn(`Not ready for launch yet: change these ${findings.length} things (npm run check:launch)\n${formatFindings(findings)}`);
  }
};

/** The steps after the build (gatsby/post-build/post-build-steps.ts), with every page's title from GraphQL. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { data, errors } = await graphql<ShareImagePagesData>(SHARE_IMAGE_PAGES_QUERY);
  if (errors || !data?.company) throw new Error(`The pages' titles could not be read for the share images: ${JSON.stringify(errors)}`);
  await runPostBuildSteps(__dirname, shareImagePages(data), data.company.name);
};
