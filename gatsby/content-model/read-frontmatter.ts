import matter from "gray-matter";

// What gatsby-transformer-remark makes of a date YAML read as a Date: its ISO timestamp.
const DAY_AS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/;

/**
 * A content file's frontmatter as the build gets it: read by gray-matter as gatsby-transformer-remark reads it (a Date as
 * its timestamp), then dates as days ("2024-10-18"): YAML reads the CMS's unquoted dates as Dates.
 */
export function frontmatterOf(text: string): Record<string, unknown> {
  // With options gray-matter parses afresh instead of handing out its cached object, which a caller may change.
  const { data } = matter(text, {});
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const asRemark = value instanceof Date ? value.toJSON() : value;
      return [key, typeof asRemark === "string" && DAY_AS_TIMESTAMP.test(asRemark) ? asRemark.slice(0, 10) : asRemark];
    }),
  );
}

/** Why YAML cannot read a file's frontmatter, by its line, with the fix an editor needs; undefined when it can. */
export function frontmatterProblem(text: string): string | undefined {
  try {
    frontmatterOf(text);
    return undefined;
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number }; reason?: string };
    // js-yaml counts lines from 0 at the end of the opening `---`, the file's line 1.
    const where = mark ? `line ${mark.line + 1}: ` : "";
    return `${where}the frontmatter is no valid YAML (${reason ?? (error as Error).message}): put a text holding a colon, a # or quotes in quotes ("…")`;
  }
}
