import { getNullableType, isEnumType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { collectionFor } from "./collections";
import { contentType, derivedFields, labelOf, referenceOf, type Label } from "./content-schema";
import { optionalGroupHint, ruleOf } from "./content-rules";

type Field = GraphQLField<unknown, unknown>;

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/); the options read elsewhere are typed. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  label_singular?: string;
  summary?: string;
  [option: string]: unknown;
}

// Texts an editor writes as paragraphs rather than a line.
const LONG_TEXT = /description|intro|paragraph|^text$|passion|consentText|alternative|logs|transfer/;
// Days (YYYY-MM-DD): a date picker that writes nothing else.
const DAY_FIELD = /^(date|updated)$/;
// The derived field that is the Markdown body below the frontmatter: the CMS edits the body.
const BODY_FIELD = "html";
// The field whose text names a list item in the CMS, where an item has one of these.
const NAMING_FIELDS = ["name", "title", "label", "text"];

/** How a list names its items: by their own text, not the list's label. */
function summaryOf(itemFields: CmsField[]): string {
  const texts = itemFields.filter((field) => ["string", "text"].includes(field.widget));
  const naming = NAMING_FIELDS.map((name) => texts.find((field) => field.name === name)).find(Boolean) ?? texts[0] ?? itemFields[0];
  return `{{fields.${naming.name}}}`;
}

/**
 * The widget of `field`, or of one item of it (`name` "item", `type` the item's). `inOptionalGroup`:
 * the field belongs to an optional object (a provider only some sites have). Decap would require its
 * required fields even while the object is empty (decap-cms#7748), so there they are optional, and
 * the object's hint names them (content-rules.ts).
 */
function widgetFor(field: Field, name: string, type: GraphQLOutputType, label: Label, inOptionalGroup = false): CmsField {
  const inner = getNullableType(type);
  const optional = !isNonNullType(type) || inOptionalGroup;
  // On a list, the rule holds for each item: the item's input checks it and its hint says it.
  const rule = isListType(inner) ? undefined : ruleOf(field);
  const requiredInGroup =
    isObjectType(inner) && inner.name !== "File" && !isNonNullType(type) && !inOptionalGroup
      ? Object.values(inner.getFields()).filter((sub) => isNonNullType(sub.type))
      : [];
  const groupHint = optionalGroupHint(requiredInGroup.map((sub) => requireLabel(sub).text));
  const hint = [label.hint, rule?.hint, groupHint].filter(Boolean).join(" ");
  const base = {
    name,
    label: label.text,
    ...(optional ? { required: false as const } : {}),
    ...(hint ? { hint } : {}),
    ...(rule ? { pattern: rule.pattern } : {}),
  };
  if (isListType(inner)) {
    const singular = label.singular ?? label.text;
    const item = widgetFor(field, "item", inner.ofType, { text: singular });
    // A list the code decides (`fixed`): its items are edited, never added, removed or moved.
    const fixed = label.fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {};
    // A list of single values shows each value itself (Decap names the value by the item's field name).
    const items = item.fields
      ? { summary: summaryOf(item.fields), fields: item.fields }
      : { summary: `{{fields.${item.name}}}`, field: item };
    return { ...base, ...fixed, widget: "list", label_singular: singular, ...items };
  }
  if (isObjectType(inner)) {
    if (inner.name === "File") return { ...base, widget: "image" };
    return { ...base, widget: "object", fields: fieldsOf(Object.values(inner.getFields()), optional) };
  }
  if (isEnumType(inner)) {
    const options = inner.getValues().map((value) => ({ label: labelOf(value)?.text ?? value.name, value: value.name }));
    return { ...base, widget: "select", options };
  }
  if (inner.name === "Int") return { ...base, widget: "number", value_type: "int" };
  if (inner.name === "Boolean") return { ...base, widget: "boolean" };
  const reference = referenceOf(field);
  // A file of another folder collection, chosen by its name; the file's name (Decap's slug) is stored.
  if (reference) {
    return {
      ...base,
      widget: "relation",
      collection: reference,
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
    };
  }
  if (DAY_FIELD.test(name)) return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  return { ...base, ...(rule?.input ?? { widget: LONG_TEXT.test(name) ? "text" : "string" }) };
}

/** A field's German label from the content model; a field without one is a mistake in the model. */
function requireLabel(field: Field): Label {
  const label = labelOf(field);
  if (!label) throw new Error(`${field.name} has no @label(text: …) in build/content-model/type-defs.ts`);
  return label;
}

function fieldsOf(fields: Field[], inOptionalGroup = false): CmsField[] {
  return fields.map((field) => {
    const label = requireLabel(field);
    // A field marked hidden (a page's address): the CMS keeps its value and shows no input.
    if (label.hidden) return { name: field.name, label: label.text, widget: "hidden" };
    return widgetFor(field, field.name, field.type, label, inOptionalGroup);
  });
}

/**
 * The CMS fields of one content file: every field its content type declares (the same
 * declaration the build checks files against), with its German label, hint and rules, and
 * the Markdown body where the type renders one. A field added to the schema appears here
 * without a second edit. Their order is the order of the keys in the files (Decap writes
 * the top-level keys in this order; cms-file-format.ts).
 */
export function cmsFieldsFor(relativePath: string): CmsField[] {
  const collection = collectionFor(relativePath);
  if (!collection) throw new Error(`content/${relativePath}: no content type for this location`);
  const derived = derivedFields(collection.type);
  const declared = contentType(collection.type).getFields();
  const fields = fieldsOf(Object.values(declared).filter((field) => !derived.includes(field.name)));
  if (!derived.includes(BODY_FIELD)) return fields;
  const body = requireLabel(declared[BODY_FIELD]);
  return [...fields, { name: "body", label: body.text, widget: "markdown", ...(body.hint ? { hint: body.hint } : {}) }];
}

const file = (relativePath: string, label: string) => ({
  name: relativePath.replace(/\.md$/, "").replace(/[^\w]+/g, "-"),
  label,
  file: `content/${relativePath}`,
  fields: cmsFieldsFor(relativePath),
});

const folder = (name: string, label: string, dir: string, identifier: string, sortableFields?: string[]) => ({
  name,
  label,
  folder: `content/${dir}`,
  create: true as const,
  identifier_field: identifier,
  // Listed by its name or title.
  summary: `{{fields.${identifier}}}`,
  extension: "md",
  format: "frontmatter",
  // Photos live in content/images/<folder>/ and the files name them relative to themselves, so the
  // CMS shows the photo a file names and an upload lands where the build finds it.
  media_folder: `../images/${dir}`,
  public_folder: `../images/${dir}`,
  fields: cmsFieldsFor(`${dir}/any.md`),
  ...(sortableFields ? { sortable_fields: sortableFields } : {}),
});

/**
 * The context of the commit status the pull-request workflow (.github/workflows/pull-request.yml,
 * job `deploy-preview`) sets on a pull request's head commit, its target the pull request's
 * preview. Decap's GitHub backend reads the head commit's statuses and links the one with this
 * context as "Vorschau anzeigen" in the editor of a `cms/…` entry. Without `preview_context` it
 * would take the first status whose context contains "deploy", which could be another service's.
 */
export const PREVIEW_STATUS_CONTEXT = "deploy-preview";

/** Where the CMS saves: a GitHub repository's branch; logging in goes through an OAuth service, Netlify's or `authUrl`. */
export interface CmsBackend {
  repo: string;
  branch: string;
  authUrl?: string;
}

/**
 * Decap CMS's configuration for the files in content/ (`contentFiles`: their paths relative
 * to it): singletons and the service and legal pages as files, team, projects and page texts
 * as folders an editor can add to. Every change goes through a pull request. `titles`: each
 * file's title by its path, by which the CMS lists the service and legal pages (write-cms-admin.ts).
 */
export function cmsConfig(contentFiles: string[], { repo, branch, authUrl }: CmsBackend, titles: Record<string, string> = {}) {
  const under = (dir: string) => contentFiles.filter((path) => path.startsWith(`${dir}/`)).sort();
  // A file is listed by its title (its `title` in the frontmatter), else by its name.
  const titleOf = (path: string) => titles[path] ?? path.replace(/^.*\//, "").replace(/\.md$/, "");
  const collections: (ReturnType<typeof folder> | { name: string; label: string; files: ReturnType<typeof file>[] })[] = [
    {
      name: "site",
      label: "Firma, Startseite und Kontakt",
      files: [
        file("company.md", "Firma (Impressum, Fußzeile, Datenschutz)"),
        file("home.md", "Startseite"),
        file("contact.md", "Kontaktformular"),
        file("blog.md", "Blog: Liste und Aufruf zum Kontakt"),
      ],
    },
    // An article's file name is its address: made once from the title when it is created, then kept.
    folder("blog", "Beiträge", "blog", "title", ["date", "title"]),
    { name: "services", label: "Leistungsseiten", files: under("services").map((path) => file(path, titleOf(path))) },
    folder("team", "Team", "team", "name"),
    folder("projects", "Projekte", "projects", "name"),
    folder("pages", "Seitentexte", "pages", "title"),
    { name: "legal", label: "Rechtliches", files: under("legal").map((path) => file(path, titleOf(path))) },
  ];
  return {
    backend: {
      name: "github",
      repo,
      branch,
      squash_merges: true,
      preview_context: PREVIEW_STATUS_CONTEXT,
      ...(authUrl ? { base_url: authUrl } : {}),
    },
    // Every save becomes a branch and a pull request; CI checks it before it is merged.
    publish_mode: "editorial_workflow",
    // With `npx decap-server` running, the CMS edits the files on this machine instead.
    local_backend: true,
    locale: "de",
    // New files get names of plain letters, digits and hyphens, accents dropped ("Schnell über Nacht" →
    // "schnell-uber-nacht"): an article's file name is its address. Rename a file before its first publication if needed.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: "content/images",
    public_folder: "../images",
    // No preview pane: it would show bare field values, not the page. An entry's pull request gets
    // a preview of the whole site instead (PREVIEW_STATUS_CONTEXT; docs/content.md).
    collections: collections.map((collection) => ({ ...collection, editor: { preview: false } })),
  };
}

export type CmsCollection = ReturnType<typeof cmsConfig>["collections"][number];
