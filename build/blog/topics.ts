import { isEnumType } from "graphql";
import { contentSchema, labelOf } from "../content-model/content-schema";

export interface Topic {
  /** The value an article's `topics` lists, e.g. "digital_marketing". */
  name: string;
  /** Its address under /blog/thema/, e.g. "digital-marketing". */
  slug: string;
  /** Its German name, as the CMS offers it and the pages show it. */
  label: string;
}

/** The address of a topic: GraphQL names cannot hold a hyphen, addresses use one. */
export const topicSlug = (name: string) => name.replace(/_/g, "-");

export const topicPath = (name: string) => `/blog/thema/${topicSlug(name)}/`;

/**
 * The blog's topic vocabulary, declared once in the content model (`enum BlogTopic` in
 * build/content-model/type-defs.ts), in its order there. Build-time only: it reads the schema.
 */
export function blogTopics(): Topic[] {
  const type = contentSchema.getType("BlogTopic");
  if (!type || !isEnumType(type)) throw new Error("enum BlogTopic is missing from build/content-model/type-defs.ts");
  return type.getValues().map((value) => ({ name: value.name, slug: topicSlug(value.name), label: labelOf(value)?.text ?? value.name }));
}
