import { defaultLanguage, languagePrefix, type Language } from "../../../core/languages";
import { pageTables } from "../../i18n/tables";

/** The blog's addresses in a language: /blog/ and /blog/<slug>/, /en/blog/ and /en/blog/<slug>/. */
export const blogPath = (language: Language) => `${languagePrefix(language)}/blog/`;
export const articlePath = (slug: string, language: Language) => `${blogPath(language)}${slug}/`;

/** Words as an address segment: "Web design & development" → "web-design-development". */
const slugOf = (words: string) =>
  words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A topic's list: /blog/thema/digital-marketing/ from the enum's name (no hyphens in GraphQL), /en/blog/topic/… from its English name. */
export const topicPath = (topic: string, language: Language) => {
  const { blogTopicSegment, topicNames } = pageTables[language];
  const slug = language === defaultLanguage ? topic.replace(/_/g, "-") : slugOf(topicNames[topic] ?? topic);
  return `${blogPath(language)}${blogTopicSegment}/${slug}/`;
};
