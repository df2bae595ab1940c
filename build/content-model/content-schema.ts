import { buildSchema, getDirectiveValues, isObjectType, type GraphQLEnumValue, type GraphQLField, type GraphQLObjectType } from "graphql";
import { typeDefs } from "./type-defs";

/**
 * The content model's own directives and their arguments, declared once: the schema below
 * parses with them, and gatsby-node registers each as a field extension with these arguments.
 * - `@label(text, hint, singular, hidden, fixed)`: the German label of a field (or of an enum
 *   value, a choice in the CMS), a German hint saying what it shows where, the singular of a list
 *   ("Suchbegriff" for "Suchbegriffe"), `hidden: true` for a field the CMS keeps but shows no
 *   input for (a page's address), and `fixed: true` for a list whose items the code decides: the
 *   CMS edits them but adds, removes and reorders none.
 * - `@length(max)`: a text of at most `max` characters.
 * - `@color`: a colour `#rrggbb` (on a list: every item).
 * - `@reference(folder)`: the name of a file in content/<folder>/ without `.md` (an article's
 *   author is a file in content/team/); the check wants the file, the CMS offers a choice of them.
 * The frontmatter check enforces the rules and the CMS offers them (content-rules.ts).
 */
export const modelDirectives = {
  label: { text: "String!", hint: "String", singular: "String", hidden: "Boolean", fixed: "Boolean" },
  length: { max: "Int!" },
  color: {},
  reference: { folder: "String!" },
} as const;

/** Where a directive may stand: `@label` also names the choices of an enum. */
const locations: Record<keyof typeof modelDirectives, string> = {
  label: "FIELD_DEFINITION | ENUM_VALUE",
  length: "FIELD_DEFINITION",
  color: "FIELD_DEFINITION",
  reference: "FIELD_DEFINITION",
};

const directiveDefinitions = Object.entries(modelDirectives)
  .map(([name, args]) => {
    const list = Object.entries(args).map(([arg, type]) => `${arg}: ${type}`);
    return `directive @${name}${list.length > 0 ? `(${list.join(", ")})` : ""} on ${locations[name as keyof typeof modelDirectives]}`;
  })
  .join("\n");

// Gatsby's own types and directives, declared so the content model parses on its own.
const gatsbyStubs = `
  interface Node { id: ID! }
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @fromMarkdown(field: String!, depth: String, fillCompanyTokens: Boolean) on FIELD_DEFINITION
`;

/** The content model as a GraphQL schema, outside Gatsby: for the frontmatter check and the CMS. */
export const contentSchema = buildSchema(gatsbyStubs + directiveDefinitions + typeDefs);

export function contentType(name: string): GraphQLObjectType {
  const type = contentSchema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`Unknown content type ${name}`);
  return type;
}

/** The directive that marks a field the build derives from the Markdown file (see type-defs.ts). */
export const FROM_MARKDOWN = "fromMarkdown";

type ModelElement = GraphQLField<unknown, unknown> | GraphQLEnumValue;

/** The arguments a field or enum value gives one of the model's directives, or undefined without it. */
export function directiveOf(element: ModelElement, name: keyof typeof modelDirectives): Record<string, unknown> | undefined {
  const directive = contentSchema.getDirective(name);
  if (!directive || !element.astNode) throw new Error(`@${name} is not declared`);
  return getDirectiveValues(directive, element.astNode);
}

export interface Label {
  text: string;
  hint?: string;
  singular?: string;
  hidden?: boolean;
  fixed?: boolean;
}

/** A field's or enum value's `@label`, undefined where it has none. */
export function labelOf(element: ModelElement): Label | undefined {
  return directiveOf(element, "label") as Label | undefined;
}

/** The folder under content/ whose file a field names (`@reference(folder: …)`), undefined for other fields. */
export function referenceOf(field: GraphQLField<unknown, unknown>): string | undefined {
  return (directiveOf(field, "reference") as { folder: string } | undefined)?.folder;
}

/** The fields of a content type that are not written in the frontmatter but derived by the build. */
export function derivedFields(typeName: string): string[] {
  return Object.values(contentType(typeName).getFields())
    .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === FROM_MARKDOWN))
    .map((field) => field.name);
}
