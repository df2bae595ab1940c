/** `gatsby develop` shows drafts; `gatsby build` (NODE_ENV "production") never builds one, not even for a preview. */
export function showsDrafts(nodeEnv: string | undefined): boolean {
  return nodeEnv !== "production";
}

/** Whether an article with this frontmatter becomes part of the build. */
export function isBuilt(frontmatter: { draft?: unknown }, nodeEnv: string | undefined): boolean {
  return frontmatter.draft !== true || showsDrafts(nodeEnv);
}
