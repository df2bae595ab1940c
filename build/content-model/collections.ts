/**
 * Which Markdown file becomes which content type. The first rule whose pattern
 * matches a file's path (relative to content/) wins.
 */
export interface Collection {
  type: string;
  pattern: RegExp;
}

export const collections: Collection[] = [
  { type: "Company", pattern: /^company\.md$/ },
  { type: "HomePage", pattern: /^home\.md$/ },
  { type: "ContactForm", pattern: /^contact\.md$/ },
  { type: "BlogText", pattern: /^blog\.md$/ },
  { type: "WebdesignPage", pattern: /^services\/webdesign\.md$/ },
  { type: "ServicePage", pattern: /^services\/[^/]+\.md$/ },
  { type: "TeamMember", pattern: /^team\/[^/]+\.md$/ },
  { type: "Project", pattern: /^projects\/[^/]+\.md$/ },
  { type: "LegalPage", pattern: /^legal\/[^/]+\.md$/ },
  { type: "PageText", pattern: /^pages\/[^/]+\.md$/ },
  { type: "BlogPost", pattern: /^blog\/[^/]+\.md$/ },
];

export function collectionFor(relativePath: string): Collection | undefined {
  const path = relativePath.split("\\").join("/");
  return collections.find((collection) => collection.pattern.test(path));
}
