import { buildSchema, getDirectiveValues, isObjectType, type GraphQLEnumValue, type GraphQLField, type GraphQLObjectType } from "graphql";
import { typeDefs } from "./type-defs";

/**
 * The content model's directives (docs/content.md), declared once; gatsby-node registers each as a field extension
 * (`modelDirectives`). `@label(hidden)`: the CMS keeps the value but shows no input; `@label(fixed)`: the CMS adds,
 * removes and reorders no item. `@shared`: a fact written only in the default language's file; numbers, booleans,
 * choices, images and objects of shared fields are shared without it (translations.ts). `@reference(folder)`: the name
 * of a file in content/<folder>/ without `.de.md`. `@url(internal)`: an https:// or http:// address (with `internal`, also
 * a page of this site, /…), never javascript: or data:. `@country`: ISO 3166-1 codes, several separated by commas.
 */
const modelDirectiveDefinitions = `
  directive @label(text: String!, hint: String, singular: String, hidden: Boolean, fixed: Boolean) on FIELD_DEFINITION | ENUM_VALUE
  directive @length(max: Int!) on FIELD_DEFINITION
  directive @color on FIELD_DEFINITION
  directive @url(internal: Boolean) on FIELD_DEFINITION
  directive @country on FIELD_DEFINITION
  directive @reference(folder: String!) on FIELD_DEFINITION
  directive @shared on FIELD_DEFINITION
`;

type ModelDirective = "label" | "length" | "color" | "url" | "country" | "reference" | "shared";

// Gatsby's own types and directives, declared so the content model parses on its own.
const gatsbyStubs = `
  interface Node { id: ID! }
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @fromMarkdown(field: String!, depth: String, fillCompanyTokens: Boolean) on FIELD_DEFINITION
`;

/** The content model as a GraphQL schema, outside Gatsby: for the frontmatter check and the CMS. */
export const contentSchema = buildSchema(gatsbyStubs + modelDirectiveDefinitions + typeDefs);

/** Each of the model's directives with its arguments' types, as Gatsby's `createFieldExtension` takes them. */
export const modelDirectives = Object.fromEntries(
  (["label", "length", "color", "url", "country", "reference", "shared"] satisfies ModelDirective[]).map((name) => [
    name,
    Object.fromEntries(contentSchema.getDirective(name)!.args.map((arg) => [arg.name, String(arg.type)])),
  ]),
);

export function contentType(name: string): GraphQLObjectType {
  const type = contentSchema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`Unknown content type ${name}`);
  return type;
}

/** Marks a field the build derives from the Markdown file. */
export const FROM_MARKDOWN = "fromMarkdown";

type ModelElement = GraphQLField<unknown, unknown> | GraphQLEnumValue;

/** The arguments a field or enum value gives one of the model's directives, or undefined without it. */
export function directiveOf(element: ModelElement, name: ModelDirective): Record<string, unknown> | undefined {
  return getDirectiveValues(contentSchema.getDirective(name)!, element.astNode!);
}

export interface Label {
  text: string;
  hint?: string;
  singular?: string;
  hidden?: boolean;
  fixed?: boolean;
}

/** A field's or enum value's `@label`, undefined where it has none. */
export const labelOf = (element: ModelElement) => directiveOf(element, "label") as Label | undefined;

/** The folder under content/ whose file a field names (`@reference(folder: …)`), undefined for other fields. */
export const referenceOf = (field: GraphQLField<unknown, unknown>) => directiveOf(field, "reference")?.folder as string | undefined;

/** The fields of a content type that are not written in the frontmatter but derived by the build. */
export function derivedFields(typeName: string): string[] {
  return Object.values(contentType(typeName).getFields())
    .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === FROM_MARKDOWN))
    .map((field) => field.name);
}
