import { defaultLanguage, isLanguage, type Language } from "../../core/languages";

/** Which content file (`<key>.<language>.md`) becomes which content type: the first pattern matching its key wins. */
export const collections = [
  { type: "Company", pattern: /^company$/ },
  { type: "HomePage", pattern: /^home$/ },
  { type: "ContactForm", pattern: /^contact$/ },
  { type: "BlogText", pattern: /^blog$/ },
  { type: "WebdesignPage", pattern: /^services\/webdesign$/ },
  { type: "ServicePage", pattern: /^services\/[^/]+$/ },
  { type: "TeamMember", pattern: /^team\/[^/]+$/ },
  { type: "Project", pattern: /^projects\/[^/]+$/ },
  { type: "LegalPage", pattern: /^legal\/[^/]+$/ },
  { type: "PrivacySection", pattern: /^legal\/privacy\/[^/]+$/ },
  { type: "SocialNetworkSection", pattern: /^legal\/privacy\/social\/[^/]+$/ },
  { type: "PageText", pattern: /^pages\/[^/]+$/ },
  { type: "BlogPost", pattern: /^blog\/[^/]+$/ },
];

export interface ContentFile {
  /** The path relative to content/ without language and `.md`, the same for every language: `services/webdesign`. */
  key: string;
  language: Language;
}

const withSlashes = (relativePath: string) => relativePath.replaceAll("\\", "/");

/** A content file's key and language, or undefined for a name without a declared language (`x.md`, `x.fr.md`). */
export function contentFileOf(relativePath: string): ContentFile | undefined {
  const match = withSlashes(relativePath).match(/^(.+)\.([a-z]{2})\.md$/);
  return match && isLanguage(match[2]) ? { key: match[1], language: match[2] } : undefined;
}

export const contentFilePath = ({ key, language }: ContentFile) => `${key}.${language}.md`;

/** The keys of the default-language files among `files` (paths relative to content/) in `dir`: `legal/impressum`, … */
export const keysUnder = (files: readonly string[], dir: string) =>
  files.flatMap((file) => {
    const content = contentFileOf(file);
    return content?.language === defaultLanguage && content.key.startsWith(`${dir}/`) ? [content.key] : [];
  });

/** The collection of a content file (by its path relative to content/, with language) or of a key. */
export function collectionFor(relativePathOrKey: string) {
  const key = contentFileOf(relativePathOrKey)?.key ?? withSlashes(relativePathOrKey).replace(/\.md$/, "");
  return collections.find((collection) => collection.pattern.test(key));
}
