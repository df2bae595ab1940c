import path from "path";
import { getNullableType, isEnumType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { defaultLanguage, languages } from "../../core/languages";
import { collectionFor, contentFileOf, contentFilePath } from "./collections";
import { contentType, derivedFields, labelOf, referenceOf, type Label } from "./content-schema";
import { optionalGroupHint, ruleOf } from "./content-rules";
import { isShared } from "./translations";

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
  /** Decap's i18n: `true` for a text each language has, `false` (Decap: "none") for a fact only the default language's file holds. */
  i18n?: boolean;
  [option: string]: unknown;
}

// Texts an editor writes as paragraphs rather than a line.
const LONG_TEXT = /description|intro|paragraph|^text$|passion|consentText|alternative|logs|transfer/;
// Days (YYYY-MM-DD): a date picker that writes nothing else.
const DAY_FIELD = /^(date|updated)$/;
// The derived field that is the Markdown body below the frontmatter: the CMS edits the body.
const BODY_FIELD = "html";
// Said on a fact inside a list's items, which Decap's translation form shows (it hides other facts).
const SHARED_IN_LIST_HINT = "Gilt für alle Sprachen: nur in der deutschen Fassung eintragen.";
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
function widgetFor(
  field: Field,
  name: string,
  type: GraphQLOutputType,
  label: Label,
  inOptionalGroup = false,
  inListItem = false,
): CmsField {
  const inner = getNullableType(type);
  const optional = !isNonNullType(type) || inOptionalGroup;
  // On a list, the rule holds for each item: the item's input checks it and its hint says it.
  const rule = isListType(inner) ? undefined : ruleOf(field);
  const requiredInGroup =
    isObjectType(inner) && inner.name !== "File" && !isNonNullType(type) && !inOptionalGroup
      ? Object.values(inner.getFields()).filter((sub) => isNonNullType(sub.type))
      : [];
  const groupHint = optionalGroupHint(requiredInGroup.map((sub) => requireLabel(sub).text));
  const shared = isShared(field);
  // Decap hides a fact in a translation's form, except inside a list's items: there the hint says it.
  const sharedHint = shared && inListItem ? SHARED_IN_LIST_HINT : undefined;
  const hint = [label.hint, sharedHint, rule?.hint, groupHint].filter(Boolean).join(" ");
  const base = {
    name,
    label: label.text,
    i18n: !shared,
    ...(optional ? { required: false as const } : {}),
    ...(hint ? { hint } : {}),
    ...(rule ? { pattern: rule.pattern } : {}),
  };
  if (isListType(inner)) {
    const singular = label.singular ?? label.text;
    const item = widgetFor(field, "item", inner.ofType, { text: singular }, false, inListItem);
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
    return { ...base, widget: "object", fields: fieldsOf(Object.values(inner.getFields()), optional, inListItem || name === "item") };
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

function fieldsOf(fields: Field[], inOptionalGroup = false, inListItem = false): CmsField[] {
  return fields.map((field) => {
    const label = requireLabel(field);
    // A field marked hidden (a page's address): the CMS keeps its value and shows no input.
    if (label.hidden) return { name: field.name, label: label.text, widget: "hidden", i18n: !isShared(field) };
    return widgetFor(field, field.name, field.type, label, inOptionalGroup, inListItem);
  });
}

/**
 * The address of an article's translation. The German article's address is its file name; a translation
 * keeps the same file name and names its own address here (translations.ts requires it).
 */
const TRANSLATION_ADDRESS: CmsField = {
  name: "slug",
  label: "Adresse der Übersetzung",
  widget: "string",
  required: false,
  i18n: true,
  hint: "Nur in einer Übersetzung: der letzte Teil ihrer Adresse (z. B. fast-website). Die deutsche Adresse ist der Dateiname.",
};

/**
 * The CMS fields of one content file (`relativePath`: its path under content/, `services/ai.de.md`, or its key,
 * `services/ai`; every language has the same fields, Decap hides the facts in a translation's form): every field its content type declares (the same
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
  const own = fieldsOf(Object.values(declared).filter((field) => !derived.includes(field.name)));
  const fields = derived.includes("slug") ? [TRANSLATION_ADDRESS, ...own] : own;
  if (!derived.includes(BODY_FIELD)) return fields;
  const body = requireLabel(declared[BODY_FIELD]);
  return [...fields, { name: "body", label: body.text, widget: "markdown", i18n: true, ...(body.hint ? { hint: body.hint } : {}) }];
}

/** What the configuration reads from a key's default-language file: its title, to list it by, and its address. */
export interface EntryFacts {
  title?: string;
  slug?: string;
}

/** The fields of a translation's own file: its texts, without the facts only the default language's file holds. */
export function translatedFields(fields: CmsField[]): CmsField[] {
  return fields
    .filter((field) => field.i18n !== false)
    .map((field) => (field.fields ? { ...field, fields: translatedFields(field.fields) } : field));
}

const nameOf = (key: string) => key.replace(/[^\w]+/g, "-");

// Decap's i18n (`multiple_files`) reads and writes `<folder>/<name>.<language>.md` for an entry `<name>`. It offers
// it for folder collections only: a single file is therefore a folder collection that lists just that file.
const i18nFolder = { i18n: true as const, extension: "md", format: "frontmatter" };

/**
 * One page of a folder that holds files of other kinds (content/services/, content/): a folder collection
 * that lists only the entry whose address (`slug`, hidden in the form) is this page's. Both languages side by side.
 */
function page(key: string, label: string, facts: EntryFacts = {}, name = nameOf(key)) {
  if (typeof facts.slug !== "string")
    throw new Error(`content/${contentFilePath({ key, language: defaultLanguage })}: no slug to find it by`);
  const dir = path.posix.dirname(key);
  return {
    name,
    label,
    folder: dir === "." ? "content" : `content/${dir}`,
    filter: { field: "slug", value: facts.slug },
    create: false as const,
    delete: false as const,
    identifier_field: "slug",
    // Listed by the page's title (a fixed text: the collection has this one entry).
    summary: facts.title ?? label,
    ...i18nFolder,
    fields: cmsFieldsFor(key),
  };
}

/**
 * A single file of content/ (company.de.md) and its translations (company.en.md), each an entry of a files
 * collection of its own: a translation's form offers only its texts, the facts are edited once, in the German form.
 */
function languageFiles(key: string, label: string, contentFiles: string[]) {
  const German = contentFilePath({ key, language: defaultLanguage });
  const translations = languages
    .filter(({ code }) => code !== defaultLanguage && contentFiles.includes(contentFilePath({ key, language: code })))
    .map(({ code, name }) => ({
      name: `${nameOf(key)}-${code}`,
      label: `${label} (${name})`,
      file: `content/${contentFilePath({ key, language: code })}`,
      fields: translatedFields(cmsFieldsFor(key)),
    }));
  return [{ name: nameOf(key), label, file: `content/${German}`, fields: cmsFieldsFor(key) }, ...translations];
}

/** A folder of files of one kind; `fixed`: its files are the site's own (the legal pages), none is added or removed. */
const folder = (
  name: string,
  label: string,
  dir: string,
  identifier: string,
  { sortableFields, fixed = false }: { sortableFields?: string[]; fixed?: boolean } = {},
) => ({
  name,
  label,
  folder: `content/${dir}`,
  create: !fixed,
  ...(fixed ? { delete: false } : {}),
  identifier_field: identifier,
  // Listed by its name or title.
  summary: `{{fields.${identifier}}}`,
  ...i18nFolder,
  // Photos live in content/images/<folder>/ and the files name them relative to themselves, so the
  // CMS shows the photo a file names and an upload lands where the build finds it.
  media_folder: `../images/${dir}`,
  public_folder: `../images/${dir}`,
  fields: cmsFieldsFor(`${dir}/any`),
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

type FilesCollection = { name: string; label: string; files: ReturnType<typeof languageFiles> };

/**
 * Decap CMS's configuration for the files in content/ (`contentFiles`: their paths relative to it), German and
 * every translation side by side (Decap's i18n, `multiple_files`): team, projects, articles, page texts and legal
 * pages as folders, each service page and the blog's texts as a folder collection of one entry, the company, home
 * and contact files with a form per language (languageFiles). Every change goes through a pull request. `facts`:
 * each key's title and address, from its German file (write-cms-admin.ts).
 */
export function cmsConfig(contentFiles: string[], { repo, branch, authUrl }: CmsBackend, facts: Record<string, EntryFacts> = {}) {
  const keysUnder = (dir: string) =>
    contentFiles
      .map(contentFileOf)
      .filter((file) => file?.language === defaultLanguage && file.key.startsWith(`${dir}/`))
      .map((file) => file!.key)
      .sort();
  // A page is listed by its title, else by its name.
  const titleOf = (key: string) => facts[key]?.title ?? key.replace(/^.*\//, "");
  const collections: (FilesCollection | ReturnType<typeof page> | ReturnType<typeof folder>)[] = [
    {
      name: "site",
      label: "Firma, Startseite und Kontakt",
      files: [
        ...languageFiles("company", "Firma (Impressum, Fußzeile, Datenschutz)", contentFiles),
        ...languageFiles("home", "Startseite", contentFiles),
        ...languageFiles("contact", "Kontaktformular", contentFiles),
      ],
    },
    page("blog", "Blog: Liste und Aufruf zum Kontakt", facts.blog, "blog-texts"),
    // An article's file name is its address: made once from the title when it is created, then kept.
    folder("blog", "Beiträge", "blog", "title", { sortableFields: ["date", "title"] }),
    ...keysUnder("services").map((key) => page(key, `Leistungsseite: ${titleOf(key)}`, facts[key])),
    folder("team", "Team", "team", "name"),
    folder("projects", "Projekte", "projects", "name"),
    folder("pages", "Seitentexte", "pages", "title"),
    folder("legal", "Rechtliches", "legal", "title", { fixed: true }),
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
    // Every collection with `i18n: true` keeps a file per language beside the German one (`<name>.<language>.md`).
    i18n: { structure: "multiple_files", locales: languages.map(({ code }) => code), default_locale: defaultLanguage },
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
