import { readdirSync, readFileSync, statSync } from "fs";
import path from "path";
import { defaultLanguage, type Language } from "../../core/languages";
import { collectionFor, contentFileOf, contentFilePath } from "./collections";
import { frontmatterOf, frontmatterProblem } from "./read-frontmatter";
import { mergeTranslation, writtenDerived } from "./translations";
import { validateFrontmatter } from "./validate-frontmatter";

type Frontmatter = Record<string, unknown>;

/** The JPEG comment the shipped placeholder photos carry: read from the file, whatever its name or alt text. */
const PLACEHOLDER_IMAGE_MARK = "Platzhalterbild";

/** One file of content/, read and checked once. */
export interface ContentRecord {
  /** Its path relative to content/, with `/`: `services/webdesign.en.md`. */
  path: string;
  /** The same for every language: `services/webdesign`. */
  key: string;
  language: Language;
  /** Its content type (collections.ts); undefined for a name no collection takes. */
  type?: string;
  /** The file as written: the checks that name a line read it. */
  text: string;
  /** Its own frontmatter, dates as days; empty when YAML cannot read it. */
  own: Frontmatter;
  /** The frontmatter as the build uses it: a translation with the shared facts of its default-language file. */
  frontmatter: Frontmatter;
  /** Why YAML cannot read the frontmatter, with the fix: the build stops on it before anything else. */
  yamlProblem?: string;
  /** Each way the file does not match its content type, as "field.path: what is wrong". */
  problems: string[];
}

export interface Content {
  /** content/ or a copy of it. */
  dir: string;
  /** Every Markdown file's path relative to `dir`, with `/`, sorted; a name without a language has no record. */
  paths: string[];
  records: Map<string, ContentRecord>;
  /** The pictures (paths relative to `dir`) that are still the shipped placeholders. */
  placeholderImages: string[];
}

// Read again only when a file was added, removed or changed (gatsby develop, a test's copy), else handed out as read.
const loaded = new Map<string, { stamp: string; content: Content }>();

/**
 * content/ (or a copy in `dir`) read into checked records: both languages, shared facts merged, each problem naming its
 * field. The one place of the project's own code that reads content/ (gatsby-source-filesystem sources it for Gatsby's
 * Markdown and image nodes): Gatsby's nodes, the routes, the CMS configuration, the launch check and the end-to-end
 * tests take what they need from here.
 */
export function loadContent(dir: string): Content {
  const files = readdirSync(dir, { recursive: true })
    .map((file) => String(file).split(path.sep).join("/"))
    .sort();
  const stamp = files
    .map((file) => {
      const { mtimeMs, size } = statSync(path.join(dir, file));
      return `${file} ${mtimeMs} ${size}`;
    })
    .join("\n");
  const cached = loaded.get(dir);
  if (cached?.stamp === stamp) return cached.content;
  const paths = files.filter((file) => file.endsWith(".md"));
  const read = paths.flatMap((file) => {
    const name = contentFileOf(file);
    if (!name) return [];
    const text = readFileSync(path.join(dir, file), "utf8");
    const yamlProblem = frontmatterProblem(text);
    return [{ path: file, ...name, type: collectionFor(name.key)?.type, text, own: yamlProblem ? {} : frontmatterOf(text), yamlProblem }];
  });
  const byPath = new Map(read.map((file) => [file.path, file]));
  const records = new Map<string, ContentRecord>(
    read.map((file) => {
      if (!file.type) return [file.path, { ...file, frontmatter: file.own, problems: [] }];
      const basePath = contentFilePath({ key: file.key, language: defaultLanguage });
      const base = byPath.get(basePath);
      const merged =
        file.language === defaultLanguage
          ? { frontmatter: file.own, problems: writtenDerived(file.type, file.own) }
          : base
            ? mergeTranslation(file.type, base.own, file.own)
            : { frontmatter: file.own, problems: [`translates ${basePath}, which does not exist`] };
      const fileDir = path.join(dir, path.dirname(file.path));
      const problems = [...merged.problems, ...validateFrontmatter(file.type, merged.frontmatter, paths, fileDir)];
      return [file.path, { ...file, frontmatter: merged.frontmatter, problems }];
    }),
  );
  const placeholderImages = files.filter(
    (file) =>
      !file.endsWith(".md") &&
      statSync(path.join(dir, file)).isFile() &&
      readFileSync(path.join(dir, file)).includes(PLACEHOLDER_IMAGE_MARK),
  );
  const content = { dir, paths, records, placeholderImages };
  loaded.set(dir, { stamp, content });
  return content;
}

/** The frontmatter of `key`'s file in `language` as the build uses it, or undefined without one. */
export const frontmatterIn = <T = Frontmatter>(content: Content, key: string, language: Language = defaultLanguage) =>
  content.records.get(contentFilePath({ key, language }))?.frontmatter as T | undefined;
