/**
 * Whether a build shows draft articles: `gatsby develop` (NODE_ENV "development") does, so an
 * author sees the draft as it will look; `gatsby build` (NODE_ENV "production") never builds one,
 * so a draft is on no page, in no feed and in no sitemap of the published site or a preview.
 */
export function showsDrafts(nodeEnv: string | undefined): boolean {
  return nodeEnv !== "production";
}

/** Whether an article with this frontmatter becomes part of the build. */
export function isBuilt(frontmatter: { draft?: unknown }, nodeEnv: string | undefined): boolean {
  return frontmatter.draft !== true || showsDrafts(nodeEnv);
}
