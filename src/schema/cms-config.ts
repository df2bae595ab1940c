import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";
import { collectionFor } from "./collections";
import { contentType, derivedFields, LABEL } from "./content-schema";

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: string[];
  value_type?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
}

type CmsFile = { name: string; label: string; file: string; fields: CmsField[] };
export type CmsCollection =
  | { name: string; label: string; files: CmsFile[] }
  | {
      name: string;
      label: string;
      folder: string;
      create: true;
      identifier_field: string;
      extension: "md";
      format: "frontmatter";
      media_folder: string;
      public_folder: string;
      fields: CmsField[];
    };

// Texts an editor writes as paragraphs rather than a line.
const LONG_TEXT = /description|intro|paragraph|text|passion|quote|alternative|details/i;
// The derived field that is the Markdown body below the frontmatter: the CMS edits the body.
const BODY_FIELD = "html";

function widgetFor(name: string, type: GraphQLOutputType, description?: string | null, label = name): CmsField {
  const required = isNonNullType(type);
  const inner = getNullableType(type);
  const base = { name, label, ...(required ? {} : { required: false as const }), ...(description ? { hint: description } : {}) };
  if (isListType(inner)) {
    const item = widgetFor(name, inner.ofType, null, label);
    return item.fields
      ? { ...base, widget: "list", fields: item.fields }
      : { ...base, widget: "list", field: { ...item, name: "item", label } };
  }
  if (isObjectType(inner)) {
    if (inner.name === "File") return { ...base, widget: "image" };
    return { ...base, widget: "object", fields: fieldsOf(Object.values(inner.getFields())) };
  }
  if (isEnumType(inner)) return { ...base, widget: "select", options: inner.getValues().map((value) => value.name) };
  if (inner.name === "Int") return { ...base, widget: "number", value_type: "int" };
  if (inner.name === "Boolean") return { ...base, widget: "boolean" };
  if (name === "date") return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  return { ...base, widget: LONG_TEXT.test(name) ? "text" : "string" };
}

/** The German label a field declares with `@label(text: …)` in the content model, else its name. */
function labelOf(field: GraphQLField<unknown, unknown>): string {
  const text = labelArgument(field, "text");
  return text?.kind === Kind.STRING ? text.value : field.name;
}

/** A field marked `@label(…, hidden: true)`: the CMS keeps its value and shows no input (a page's address). */
function isHidden(field: GraphQLField<unknown, unknown>): boolean {
  const hidden = labelArgument(field, "hidden");
  return hidden?.kind === Kind.BOOLEAN && hidden.value;
}

function labelArgument(field: GraphQLField<unknown, unknown>, name: string) {
  const directive = field.astNode?.directives?.find((candidate) => candidate.name.value === LABEL);
  return directive?.arguments?.find((argument) => argument.name.value === name)?.value;
}

function fieldsOf(fields: GraphQLField<unknown, unknown>[], derived: readonly string[] = []): CmsField[] {
  return fields
    .filter((field) => !derived.includes(field.name))
    .map((field) =>
      isHidden(field)
        ? { name: field.name, label: labelOf(field), widget: "hidden" }
        : widgetFor(field.name, field.type, field.description, labelOf(field)),
    );
}

/**
 * The CMS fields of one content file: every field its content type declares (the same
 * declaration the build checks files against), and the Markdown body where the type
 * renders one. A field added to the schema appears here without a second edit.
 */
export function cmsFieldsFor(relativePath: string): CmsField[] {
  const collection = collectionFor(relativePath);
  if (!collection) throw new Error(`content/${relativePath}: no content type for this location`);
  const derived = derivedFields(collection.type);
  const fields = fieldsOf(Object.values(contentType(collection.type).getFields()), derived);
  return derived.includes(BODY_FIELD) ? [...fields, { name: "body", label: "Text (Markdown)", widget: "markdown" }] : fields;
}

const file = (relativePath: string, label: string): CmsFile => ({
  name: relativePath.replace(/\.md$/, "").replace(/[^\w]+/g, "-"),
  label,
  file: `content/${relativePath}`,
  fields: cmsFieldsFor(relativePath),
});

const folder = (name: string, label: string, dir: string, identifier: string): CmsCollection => ({
  name,
  label,
  folder: `content/${dir}`,
  create: true,
  identifier_field: identifier,
  extension: "md",
  format: "frontmatter",
  // Photos live in content/images/<folder>/ and the files name them relative to themselves, so the
  // CMS shows the photo a file names and an upload lands where the build finds it.
  media_folder: `../images/${dir}`,
  public_folder: `../images/${dir}`,
  fields: cmsFieldsFor(`${dir}/any.md`),
});

/**
 * Decap CMS's configuration for the files in content/ (`contentFiles`: their paths relative
 * to it): singletons and the service and legal pages as files, team, projects and page texts
 * as folders an editor can add to. Every change goes through a pull request.
 */
export function cmsConfig({
  contentFiles,
  titles = {},
  repo,
  branch,
  authUrl,
}: {
  contentFiles: string[];
  /** Each file's title (content/-relative path to title), by which the CMS lists the service and legal pages. */
  titles?: Record<string, string>;
  repo: string;
  branch: string;
  authUrl?: string;
}) {
  const under = (dir: string) => contentFiles.filter((path) => path.startsWith(`${dir}/`)).sort();
  // A file is listed by its title (its `title` in the frontmatter), else by its name.
  const titleOf = (path: string) => titles[path] ?? path.replace(/^.*\//, "").replace(/\.md$/, "");
  const collections: CmsCollection[] = [
    {
      name: "site",
      label: "Firma, Startseite und Kontakt",
      files: [
        file("company.md", "Firma (Impressum, Fußzeile, Datenschutz)"),
        file("home.md", "Startseite"),
        file("contact.md", "Kontaktformular"),
      ],
    },
    { name: "services", label: "Leistungsseiten", files: under("services").map((path) => file(path, titleOf(path))) },
    folder("team", "Team", "team", "name"),
    folder("projects", "Projekte", "projects", "name"),
    folder("pages", "Seitentexte", "pages", "title"),
    { name: "legal", label: "Rechtliches", files: under("legal").map((path) => file(path, titleOf(path))) },
  ];
  return {
    // Logging in with GitHub goes through an OAuth service: Netlify's by default, or `authUrl`.
    backend: { name: "github", repo, branch, squash_merges: true, ...(authUrl ? { base_url: authUrl } : {}) },
    // Every save becomes a branch and a pull request; CI checks it before it is merged.
    publish_mode: "editorial_workflow",
    // With `npx decap-server` running, the CMS edits the files on this machine instead.
    local_backend: true,
    locale: "de",
    media_folder: "content/images",
    public_folder: "../images",
    // No preview pane: it would show bare field values, not the page. Editors see the page in the
    // deploy preview of their pull request (docs/content.md).
    collections: collections.map((collection) => ({ ...collection, editor: { preview: false } })),
  };
}
