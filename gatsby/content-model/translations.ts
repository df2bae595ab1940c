import { getNamedType, getNullableType, isListType, isObjectType, type GraphQLField, type GraphQLObjectType } from "graphql";
import { contentType, derivedFields, directiveOf } from "./content-schema";
import { isEmpty } from "./validate-frontmatter";

type Frontmatter = Record<string, unknown>;

/** A field whose value is no language, so every language shares the default language's (content-schema.ts, `@shared`). */
export function isShared(field: GraphQLField<unknown, unknown>): boolean {
  if (directiveOf(field, "shared")) return true;
  const named = getNamedType(field.type);
  if (isObjectType(named) && named.name !== "File") return Object.values(named.getFields()).every(isShared);
  return named.name !== "String";
}

const isObject = (value: unknown): value is Frontmatter => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a list's items hold shared facts beside their texts: then a translation has one item per item, in order. */
const itemsHoldFacts = (type: GraphQLObjectType) => Object.values(type.getFields()).some(isShared);

function merge(type: GraphQLObjectType, base: Frontmatter, translation: Frontmatter, at: string, skip: readonly string[]) {
  const problems: string[] = [];
  const merged: Frontmatter = {};
  const known = new Set(Object.keys(type.getFields()));
  for (const key of Object.keys(translation)) {
    if (!known.has(key) && !skip.includes(key)) problems.push(`${at}${key}: no such field in the content model`);
  }
  for (const field of Object.values(type.getFields())) {
    if (skip.includes(field.name)) continue;
    const fieldPath = `${at}${field.name}`;
    const own = translation[field.name];
    if (isShared(field)) {
      if (own !== undefined) problems.push(`${fieldPath}: is the same in every language; write it only in the default language's file`);
      if (base[field.name] !== undefined) merged[field.name] = base[field.name];
      continue;
    }
    const inner = getNullableType(field.type);
    const itemType = isListType(inner) ? getNamedType(inner) : undefined;
    if (isObjectType(inner) && isObject(base[field.name])) {
      const nested = merge(inner, base[field.name] as Frontmatter, isObject(own) ? own : {}, `${fieldPath}.`, []);
      problems.push(...nested.problems);
      merged[field.name] = nested.merged;
    } else if (itemType && isObjectType(itemType) && itemsHoldFacts(itemType) && Array.isArray(base[field.name])) {
      const items = base[field.name] as Frontmatter[];
      const ownItems = Array.isArray(own) ? own : [];
      if (ownItems.length !== items.length) {
        problems.push(
          `${fieldPath}: has ${ownItems.length} items, the default language's file ${items.length}: one for each, in the same order`,
        );
      }
      merged[field.name] = items.map((item, index) => {
        const nested = merge(itemType, item, isObject(ownItems[index]) ? ownItems[index] : {}, `${fieldPath}[${index}].`, []);
        problems.push(...nested.problems);
        return nested.merged;
      });
    } else if (own !== undefined) {
      merged[field.name] = own;
    }
  }
  return { merged, problems };
}

/**
 * Fields the build takes from the Markdown file (`@fromMarkdown`) that a file fills in anyway, which would go unread;
 * left empty, as the CMS may write the translation's address in the default language's file, they are no problem.
 */
export function writtenDerived(typeName: string, frontmatter: Frontmatter, allowed: readonly string[] = []): string[] {
  return derivedFields(typeName)
    .filter((name) => !isEmpty(frontmatter[name]) && !allowed.includes(name))
    .map((name) => `${name}: the build takes it from the Markdown file (its text or name); delete it from the frontmatter`);
}

/**
 * A translation's frontmatter as the build uses it: its own texts and the shared facts of `base`, with the problems
 * (a shared fact or unknown field written, a list of facts of another length). The frontmatter check runs afterwards.
 */
export function mergeTranslation(typeName: string, base: Frontmatter, translation: Frontmatter) {
  // A derived field is not written, apart from the address of a translated article (its file name is the default's).
  const derived = derivedFields(typeName).filter((name) => name !== "slug");
  const { merged, problems } = merge(contentType(typeName), base, translation, "", derived);
  problems.push(...writtenDerived(typeName, translation, ["slug"]));
  if (derivedFields(typeName).includes("slug")) {
    if (typeof translation.slug === "string" && translation.slug.trim() !== "") merged.slug = translation.slug;
    else problems.push("slug: required field is missing or empty (the translation's address)");
  }
  return { frontmatter: merged, problems };
}
