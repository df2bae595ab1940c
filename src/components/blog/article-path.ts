import { languagePrefix, type Language } from "../../../core/languages";
import { interfaceTables } from "../../i18n/tables";

/** The blog's addresses in a language: /blog/ and /blog/<slug>/, /en/blog/ and /en/blog/<slug>/. */
export const blogPath = (language: Language) => `${languagePrefix(language)}/blog/`;
export const articlePath = (slug: string, language: Language) => `${blogPath(language)}${slug}/`;

/** A topic's list: /blog/thema/digital-marketing/, /en/blog/topic/digital-marketing/ (GraphQL names hold no hyphen). */
export const topicPath = (topic: string, language: Language) =>
  `${blogPath(language)}${interfaceTables[language].blogTopicSegment}/${topic.replace(/_/g, "-")}/`;
