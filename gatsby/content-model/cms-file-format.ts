import matter from "gray-matter";
import YAML from "yaml";
import type { Pair, YAMLMap } from "yaml/types";
import { cmsFieldsFor } from "./cms-config";

/*
 * A content file exactly as Decap CMS 3.16 writes it, so that a save in the CMS changes only the lines the editor
 * changed (npm run format:content keeps content/ in this form). It repeats decap-cms-core's src/formats/yaml.ts
 * (`yaml` 1.10 defaults; only the top-level keys sorted, in the CMS fields' order), src/formats/frontmatter.ts
 * (gray-matter) and src/backend.ts (entryToRaw: the final newline). e2e/edit-content-in-the-cms.spec.ts holds
 * a real save to the one changed line.
 */

// Decap reads and writes ISO timestamps with a tag of its own (yaml.ts); dates without a time stay text.
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
  stringify: (item: { value: unknown }) => (item.value as Date).toISOString(),
};

/** Decap's sortKeys (formats/helpers.ts): keys it does not know compare as equal to every key. */
const sortKeys = (sortedKeys: string[]) => (a: Pair, b: Pair) => {
  const indexA = sortedKeys.indexOf(String(a.key));
  const indexB = sortedKeys.indexOf(String(b.key));
  return indexA === -1 || indexB === -1 ? 0 : indexA - indexB;
};

// gray-matter's types know neither a parser that gets the options nor Decap's `sortedKeys`, which gray-matter passes on.
type MatterOptions = NonNullable<Parameters<typeof matter.stringify>[2]>;

const engines = {
  yaml: {
    parse(text: string): Record<string, unknown> {
      const source = text && text.trim().endsWith("---") ? text.trim().slice(0, -3) : text;
      const document = YAML.parseDocument(source, { customTags: [timestampTag as never], prettyErrors: true });
      if (document.errors.length > 0) throw new Error(`YAML parsing error:\n${document.errors.map((error) => error.message).join("\n")}`);
      return document.toJSON() as Record<string, unknown>;
    },
    stringify(data: Record<string, unknown>, options?: { sortedKeys?: string[] }): string {
      const contents = YAML.createNode(data) as YAMLMap;
      contents.items.sort(sortKeys(options?.sortedKeys ?? []));
      const document = new YAML.Document();
      document.contents = contents;
      return document.toString();
    },
  },
};

/** A content file's data as the CMS reads it: the frontmatter's fields, and the Markdown body as `body` where there is one. */
export function readAsCms(text: string): Record<string, unknown> {
  const file = matter(text, { engines, language: "yaml", delimiters: "---" } as unknown as MatterOptions);
  return { ...file.data, ...(file.content.trim() ? { body: file.content } : {}) };
}

/** The file `relativePath` (under content/) as the CMS writes it back: same data, the CMS's format. */
export function cmsFileContent(relativePath: string, text: string): string {
  const { body = "", ...frontmatter } = readAsCms(text) as { body?: string } & Record<string, unknown>;
  const options = { engines, language: "yaml", delimiters: "---", sortedKeys: cmsFieldsFor(relativePath).map((field) => field.name) };
  const file = matter.stringify(body, frontmatter, options as unknown as MatterOptions);
  // gray-matter always ends with a newline; Decap takes it off when the body has none, then ends every file with one.
  const written = body.slice(-1) !== "\n" && file.slice(-1) === "\n" ? file.slice(0, -1) : file;
  return written.slice(-1) === "\n" ? written : `${written}\n`;
}
