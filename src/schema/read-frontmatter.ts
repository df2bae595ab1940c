import matter from "gray-matter";

/**
 * YAML turns an unquoted date (as the CMS writes `date: 2024-10-18`) into a Date; the content
 * model keeps dates as ISO day strings. The build applies this to every file's frontmatter.
 */
export function normaliseDates(frontmatter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(frontmatter).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

/** A content file's frontmatter as the build reads it (gray-matter, as gatsby-transformer-remark, then the dates). */
export function frontmatterOf(text: string): Record<string, unknown> {
  // With options gray-matter parses afresh instead of handing out its cached object, which a caller may change.
  return normaliseDates(matter(text, {}).data);
}
