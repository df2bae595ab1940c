import { buildSchema, isObjectType, type GraphQLObjectType } from "graphql";
import { typeDefs } from "./type-defs";

// Gatsby's own types and directives, declared so the content model parses on its own.
const gatsbyStubs = `
  interface Node { id: ID! }
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @fromMarkdown(field: String!, depth: String, fillCompanyTokens: Boolean) on FIELD_DEFINITION
  directive @label(text: String!, hidden: Boolean) on FIELD_DEFINITION
`;

/** The content model as a GraphQL schema, outside Gatsby: for the frontmatter check and the CMS. */
export const contentSchema = buildSchema(gatsbyStubs + typeDefs);

export function contentType(name: string): GraphQLObjectType {
  const type = contentSchema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`Unknown content type ${name}`);
  return type;
}

/** The directive that marks a field the build derives from the Markdown file (see type-defs.ts). */
export const FROM_MARKDOWN = "fromMarkdown";

/**
 * The directive that gives a field its German label in the CMS: `@label(text: "…")`; with
 * `hidden: true` the CMS keeps the field's value but shows no input for it.
 */
export const LABEL = "label";

/** The fields of a content type that are not written in the frontmatter but derived by the build. */
export function derivedFields(typeName: string): string[] {
  return Object.values(contentType(typeName).getFields())
    .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === FROM_MARKDOWN))
    .map((field) => field.name);
}
