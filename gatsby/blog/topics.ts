import { isEnumType } from "graphql";
import { contentSchema } from "../content-model/content-schema";
import { defaultLanguage, type Language } from "../../core/languages";
import { pageTables } from "../../src/i18n/tables";

/** A topic's name on the pages of a language (src/i18n/<language>-pages.ts); a topic without one stops the build. */
function topicLabel(name: string, language: Language): string {
  const label = pageTables[language].topicNames[name];
  if (!label) throw new Error(`The blog topic ${name} has no name in src/i18n/${language}-pages.ts (topicNames)`);
  return label;
}

export interface Topic {
  /** The value an article's `topics` lists, e.g. "digital_marketing". */
  name: string;
  /** Its address in the default language, e.g. "digital-marketing": GraphQL names cannot hold a hyphen, addresses use one. */
  slug: string;
  /** Its name in the language asked for. */
  label: string;
}

/** The blog's topics, in the order of `enum BlogTopic` in the content model. */
export function blogTopics(language: Language = defaultLanguage): Topic[] {
  const type = contentSchema.getType("BlogTopic");
  if (!type || !isEnumType(type)) throw new Error("enum BlogTopic is missing from gatsby/content-model/type-defs.ts");
  return type.getValues().map(({ name }) => ({ name, slug: name.replace(/_/g, "-"), label: topicLabel(name, language) }));
}
