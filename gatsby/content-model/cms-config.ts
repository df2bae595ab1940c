import path from "path";
import { getNullableType, isEnumType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { defaultLanguage, languages } from "../../core/languages";
import { collectionFor, contentFilePath, keysUnder } from "./collections";
import { contentType, derivedFields, labelOf, referenceOf, type Label } from "./content-schema";
import { DAY_FIELD, optionalGroupHint, ruleOf } from "./content-rules";
import { isShared } from "./translations";

type Field = GraphQLField<unknown, unknown>;

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
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
  /** `false` for a fact only the default language's file holds. */
  i18n?: boolean;
  [option: string]: unknown;
}

// Texts an editor writes as paragraphs rather than a line.
const LONG_TEXT = /description|intro|paragraph|^text$|passion|consentText|alternative|[lL]ogs|transfer/;
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
 * The widget of `field`, or of one item of it (`name` "item"). Inside an optional object every field is
 * optional, since Decap would require them even while the object is empty (decap-cms#7748).
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
  if (!label) throw new Error(`${field.name} has no @label(text: …) in gatsby/content-model/type-defs.ts`);
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

/** A translated article keeps the German file name, so it names its own address (translations.ts requires it). */
const TRANSLATION_ADDRESS: CmsField = {
  name: "slug",
  label: "Adresse der Übersetzung",
  widget: "string",
  required: false,
  i18n: true,
  hint: "Nur in einer Übersetzung: der letzte Teil ihrer Adresse (z. B. fast-website). Die deutsche Adresse ist der Dateiname.",
};

/**
 * The CMS fields of a content file (`services/ai.de.md`) or key (`services/ai`): every field its type declares, then
 * the Markdown body where there is one. Decap writes the top-level keys in this order.
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

/** A key's title (to list it by) and address, from its default-language file. */
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

// Decap offers i18n (`multiple_files`, `<name>.<language>.md`) for folder collections only, so a single file is a folder collection.
const i18nFolder = { i18n: true as const, extension: "md", format: "frontmatter" };

/** One page of a folder that holds files of other kinds: a folder collection filtered to the page's `slug`. */
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
    summary: facts.title ?? label,
    ...i18nFolder,
    fields: cmsFieldsFor(key),
  };
}

/** A single file (company.de.md) and its translations, each its own entry; a translation's form offers only its texts. */
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

/** A folder of files of one kind, named as it; `fixed`: its files are the site's own (the legal pages), none is added or removed. */
const folder = (
  dir: string,
  label: string,
  identifier: string,
  { sortableFields, fixed = false }: { sortableFields?: string[]; fixed?: boolean } = {},
) => ({
  name: nameOf(dir),
  label,
  folder: `content/${dir}`,
  create: !fixed,
  ...(fixed ? { delete: false } : {}),
  identifier_field: identifier,
  summary: `{{fields.${identifier}}}`,
  ...i18nFolder,
  // The files name their photos relative to themselves, in content/images/<folder>/.
  media_folder: path.posix.relative(`content/${dir}`, `content/images/${dir}`),
  public_folder: path.posix.relative(`content/${dir}`, `content/images/${dir}`),
  fields: cmsFieldsFor(`${dir}/any`),
  ...(sortableFields ? { sortable_fields: sortableFields } : {}),
});

/**
 * The commit status context of the pull request's preview (.github/workflows/pull-request.yml): Decap links it as
 * "Vorschau anzeigen"; without it Decap takes the first status containing "deploy", maybe another service's.
 */
export const PREVIEW_STATUS_CONTEXT = "deploy-preview";

/** Where the CMS saves: a GitHub repository's branch; logging in goes through an OAuth service, Netlify's or `authUrl`. */
export interface CmsBackend {
  repo: string;
  branch: string;
  authUrl?: string;
}

/** Decap CMS's configuration for the files in content/ (`contentFiles`: paths relative to it), every language side by side. */
export function cmsConfig(contentFiles: string[], { repo, branch, authUrl }: CmsBackend, facts: Record<string, EntryFacts> = {}) {
  const titleOf = (key: string) => facts[key]?.title ?? key.replace(/^.*\//, "");
  const collections = [
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
    folder("blog", "Beiträge", "title", { sortableFields: ["date", "title"] }),
    ...keysUnder(contentFiles, "services")
      .sort()
      .map((key) => page(key, `Leistungsseite: ${titleOf(key)}`, facts[key])),
    folder("team", "Team", "name"),
    folder("projects", "Projekte", "name"),
    folder("pages", "Seitentexte", "title"),
    folder("legal", "Rechtliches", "title", { fixed: true }),
    // The privacy policy's sections: one per processing the code knows (none added), and one per social network.
    folder("legal/privacy", "Datenschutz: Abschnitte je Verarbeitung", "title", { fixed: true }),
    folder("legal/privacy/social", "Datenschutz: soziale Netzwerke", "network"),
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
    i18n: { structure: "multiple_files", locales: languages.map(({ code }) => code), default_locale: defaultLanguage },
    // An article's file name is its address: plain letters, digits and hyphens ("Schnell über Nacht" → "schnell-uber-nacht").
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: "content/images",
    public_folder: "../images",
    // No preview pane (it would show bare field values): the pull request gets a preview of the whole site.
    collections: collections.map((collection) => ({ ...collection, editor: { preview: false } })),
  };
}

export type CmsCollection = ReturnType<typeof cmsConfig>["collections"][number];
