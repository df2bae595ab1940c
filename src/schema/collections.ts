/**
 * Which Markdown file becomes which content type. The first rule whose pattern
 * matches a file's path (relative to content/) wins.
 */
export interface Collection {
  type: string;
  pattern: RegExp;
  /** Fields the build derives (from the file name or the Markdown body), not read from frontmatter. */
  derived: string[];
}

const always = ["fileAbsolutePath"];

export const collections: Collection[] = [
  { type: "Company", pattern: /^company\.md$/, derived: always },
  { type: "HomePage", pattern: /^home\.md$/, derived: always },
  { type: "ContactForm", pattern: /^contact\.md$/, derived: always },
  { type: "WebdesignPage", pattern: /^services\/webdesign\.md$/, derived: always },
  { type: "ServicePage", pattern: /^services\/[^/]+\.md$/, derived: always },
  { type: "TeamMember", pattern: /^team\/[^/]+\.md$/, derived: always },
  { type: "Project", pattern: /^projects\/[^/]+\.md$/, derived: [...always, "html"] },
  { type: "LegalPage", pattern: /^legal\/[^/]+\.md$/, derived: [...always, "html", "headings"] },
  { type: "PageText", pattern: /^pages\/[^/]+\.md$/, derived: always },
];

export function collectionFor(relativePath: string): Collection | undefined {
  const path = relativePath.split("\\").join("/");
  return collections.find((collection) => collection.pattern.test(path));
}
