import matter from "gray-matter";
import YAML from "yaml";

/*
 * A content file as Decap CMS 3.16 reads it: decap-cms-core's src/formats/yaml.ts (the `yaml` library, YAML 1.2)
 * inside gray-matter (src/formats/frontmatter.ts). The build reads with js-yaml 3 (through gray-matter), which keeps
 * YAML 1.1's octal numbers: a plain `010` is 8 there and 10 in the CMS, `08` text there and 8 in the CMS. The unit
 * test holds every file to one reading in both.
 */

// Decap reads ISO timestamps with a tag of its own (yaml.ts); dates without a time stay text.
const timestampTag = {
  default: true,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
};

// gray-matter's types know no engine of one's own.
type MatterOptions = NonNullable<Parameters<typeof matter>[1]>;

const engines = {
  yaml: {
    parse(text: string): Record<string, unknown> {
      const source = text && text.trim().endsWith("---") ? text.trim().slice(0, -3) : text;
      const document = YAML.parseDocument(source, { customTags: [timestampTag as never], prettyErrors: true });
      if (document.errors.length > 0) throw new Error(`YAML parsing error:\n${document.errors.map((error) => error.message).join("\n")}`);
      return document.toJSON() as Record<string, unknown>;
    },
  },
};

/** A content file's data as the CMS reads it: the frontmatter's fields, and the Markdown body as `body` where there is one. */
export function readAsCms(text: string): Record<string, unknown> {
  const file = matter(text, { engines, language: "yaml", delimiters: "---" } as unknown as MatterOptions);
  return { ...file.data, ...(file.content.trim() ? { body: file.content } : {}) };
}
