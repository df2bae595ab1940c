/**
 * Whether an article with this frontmatter becomes part of the build: `gatsby develop` shows drafts; `gatsby build`
 * (NODE_ENV "production") never builds one, not even for a preview.
 */
export function isBuilt(frontmatter: { draft?: unknown }, nodeEnv: string | undefined): boolean {
  return frontmatter.draft !== true || nodeEnv !== "production";
}
