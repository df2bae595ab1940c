import { contentFilePath } from "../../gatsby/content-model/collections";
import { languages } from "../../core/languages";
import { fetchPage, textOf, type BuiltPage } from "../support/built-page";
import { content } from "../support/content";
import { routes, type Route } from "../support/routes";
import { sitemapPaths } from "../support/sitemap";
import { expect, test } from "../support/test";

// What a search engine shows of every page it may list (issue 63): a title it shows whole, a description it
// neither cuts nor pads, each the page's own within its language, and the words a searcher of that language
// uses. Each finding names the content file to change.

/** Google shows about 60 characters of a title and 120 to 160 of a description. */
const TITLE_MAX = 60;
const DESCRIPTION = { min: 120, max: 160 };

/** What a searcher of each language writes for artificial intelligence, and the other language's word that must not stand for it. */
const FOREIGN_WORDS: Record<string, RegExp> = { de: /\bAI\b/, en: /\bKI\b/ };

/** The findings, each naming the file to change. */
const named = (findings: Finding[]) => findings.map(({ source, message }) => `${message}: change ${source}`);

type Field = "title" | "description" | "keywords";

/** Where an editor changes a page's title, description and keywords: the field and its file. */
function sourceOf(route: Route, field: Field): string {
  const file = (key: string) => `content/${contentFilePath({ key, language: route.language })}`;
  const topicNames = `topicNames in src/i18n/${route.language}-pages.ts`;
  const topic = /^blog\/topic\/(.+)$/.exec(route.page)?.[1];
  if (topic) {
    return {
      title: `title in ${file("blog")} and ${topicNames} (${topic})`,
      description: `the description of topic ${topic} under topicPages in ${file("blog")}`,
      keywords: `seo.keywords in ${file("blog")}`,
    }[field];
  }
  if (route.page !== "blog" && route.page.startsWith("blog/")) {
    return {
      title: `title in ${file(route.page)}`,
      description: `description in ${file(route.page)}`,
      keywords: `topics in ${file(route.page)} (${topicNames})`,
    }[field];
  }
  return `seo.${field} in ${file(route.page)}`;
}

interface SearchTexts {
  route: Route;
  title: string;
  description: string;
  keywords: string;
}

let pages: SearchTexts[];
test.beforeAll(async ({ request }) => {
  const listed = await sitemapPaths(request);
  pages = await Promise.all(
    listed.map(async (path) => {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route, `${path}: the sitemap lists a page no content file makes`).toBeDefined();
      const page: BuiltPage = await fetchPage(request, path);
      expect(page.meta("robots"), path).toBe("index, follow");
      return {
        route: route!,
        title: textOf(page.document.querySelector("head title")),
        description: page.meta("description") ?? "",
        keywords: page.meta("keywords") ?? "",
      };
    }),
  );
});

interface Finding {
  source: string;
  message: string;
}

function lengthFindings(): Finding[] {
  return pages.flatMap(({ route, title, description }) => [
    ...(title.length > TITLE_MAX
      ? [{ source: sourceOf(route, "title"), message: `${route.path}: the title has ${title.length} characters, at most ${TITLE_MAX}` }]
      : []),
    ...(description.length < DESCRIPTION.min || description.length > DESCRIPTION.max
      ? [
          {
            source: sourceOf(route, "description"),
            message: `${route.path}: the description has ${description.length} characters, ${DESCRIPTION.min} to ${DESCRIPTION.max}`,
          },
        ]
      : []),
  ]);
}

test("every listed page has a title search engines show whole and a description of 120 to 160 characters", () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(named(lengthFindings())).toEqual([]);
});

test("every listed page has a title and a description of its own among the pages of its language", () => {
  for (const { code } of languages) {
    const inLanguage = pages.filter(({ route }) => route.language === code);
    for (const field of ["title", "description"] as const) {
      const findings = inLanguage.flatMap((page, index) => {
        const first = inLanguage.findIndex((other) => other[field] === page[field]);
        if (first === index) return [];
        const other = inLanguage[first];
        return [
          `${page.route.path} has the ${field} of ${other.route.path} ("${page[field]}"): change ${sourceOf(page.route, field)} or ${sourceOf(other.route, field)}`,
        ];
      });
      expect(findings, code).toEqual([]);
    }
  }
});

test("titles, descriptions and keywords use the searcher's word: KI on German pages, AI on English ones", () => {
  const found = pages.flatMap(({ route, ...texts }) =>
    (["title", "description", "keywords"] as const).flatMap((field) =>
      FOREIGN_WORDS[route.language]?.test(texts[field])
        ? [{ source: sourceOf(route, field), message: `${route.path}: the ${field} "${texts[field]}" uses the other language's word` }]
        : [],
    ),
  );
  expect(named(found)).toEqual([]);
});

test("the blog's list is titled with the editor's search title, and each topic page has the description its content gives it", () => {
  for (const { code } of languages) {
    const blog = pages.find(({ route }) => route.language === code && route.page === "blog");
    if (!blog) continue;
    const texts = content<{ seo: { title: string }; topicPages: { topic: string; description: string }[] }>("blog", code);
    expect(blog.title, blog.route.path).toBe(texts.seo.title);
    for (const page of pages.filter(({ route }) => route.language === code && route.page.startsWith("blog/topic/"))) {
      const topic = page.route.page.replace("blog/topic/", "");
      expect(page.description, page.route.path).toBe(texts.topicPages.find((entry) => entry.topic === topic)?.description);
    }
  }
});
