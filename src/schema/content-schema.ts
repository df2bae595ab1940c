import { buildSchema, isObjectType, type GraphQLObjectType } from "graphql";
import { typeDefs } from "./type-defs";

// Gatsby's own types and directives, declared so the content model parses on its own.
const gatsbyStubs = `
  interface Node { id: ID! }
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
`;

/** The content model as a GraphQL schema, outside Gatsby: for the frontmatter check and the CMS. */
export const contentSchema = buildSchema(gatsbyStubs + typeDefs);

export function contentType(name: string): GraphQLObjectType {
  const type = contentSchema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`Unknown content type ${name}`);
  return type;
}
