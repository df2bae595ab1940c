import { existsSync } from "fs";
import nodePath from "path";
import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { contentType, derivedFields, referenceOf } from "./content-schema";
import { contentFileOf } from "./collections";
import { DAY_FIELD, dayProblem, ruleOf } from "./content-rules";

/**
 * Every problem of one file's frontmatter against its content type, as "field.path: what is wrong", so an editor sees
 * them all at once. With the content files (paths relative to content/), a `@reference` must name one of them.
 */
export function validateFrontmatter(
  typeName: string,
  frontmatter: Record<string, unknown>,
  contentFiles?: readonly string[],
  /** The content file's folder: with it, a picture's path, relative to that folder, must name a file. */
  fileDir?: string,
): string[] {
  function checkObject(type: GraphQLObjectType, value: Record<string, unknown>, path: string, skip: readonly string[] = []): string[] {
    // A misspelt field would otherwise be left out without a word: `drat: true` would publish a draft.
    const unknown = Object.keys(value)
      .filter((key) => !Object.hasOwn(type.getFields(), key) && !skip.includes(key))
      .map((key) => `${path}${key}: no such field in the content model`);
    const known = Object.values(type.getFields())
      .filter((field) => !skip.includes(field.name))
      .flatMap((field) => {
        const at = `${path}${field.name}`;
        const day = DAY_FIELD.test(field.name) ? dayProblem(value[field.name]) : undefined;
        const problems = day ? [`${at}: ${day}`] : checkValue(field.type, value[field.name], at, ruleOf(field));
        const folder = referenceOf(field);
        return problems.length === 0 && folder && contentFiles ? referenceProblems(folder, value[field.name], at, contentFiles) : problems;
      });
    return [...unknown, ...known];
  }

  function checkValue(type: GraphQLOutputType, value: unknown, path: string, rule: ReturnType<typeof ruleOf>): string[] {
    if (isEmpty(value)) return isNonNullType(type) ? [`${path}: required field is missing or empty`] : [];
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (!Array.isArray(value)) return [`${path}: expected a list`];
      return value.flatMap((item, index) => checkValue(inner.ofType, item, `${path}[${index}]`, rule));
    }
    if (isObjectType(inner)) {
      if (inner.name === "File") {
        if (typeof value !== "string") return [`${path}: expected a file path`];
        const file = fileDir && nodePath.resolve(fileDir, value);
        return !file || existsSync(file) ? [] : [`${path}: there is no file ${nodePath.relative(process.cwd(), file)}`];
      }
      if (typeof value !== "object" || Array.isArray(value)) return [`${path}: expected an object`];
      return checkObject(inner, value as Record<string, unknown>, `${path}.`);
    }
    if (isEnumType(inner)) {
      const allowed = inner.getValues().map((v) => v.name);
      return allowed.includes(String(value)) ? [] : [`${path}: "${String(value)}" is not one of ${allowed.join(", ")}`];
    }
    if (!(SCALARS[inner.name]?.(value) ?? true)) return [`${path}: expected ${inner.name}, got ${JSON.stringify(value)}`];
    if (typeof value !== "string" || !rule) return [];
    const broken = !new RegExp(rule.pattern[0]).test(value) || ("refuses" in rule && rule.refuses?.(value));
    return broken ? [`${path}: ${rule.problem(value)}`] : [];
  }

  return checkObject(contentType(typeName), frontmatter, "", derivedFields(typeName));
}

/** A reference names a content file in content/<folder>/ by its name without language and `.md`. */
function referenceProblems(folder: string, value: unknown, path: string, contentFiles: readonly string[]): string[] {
  const names = [...new Set(contentFiles.map((file) => contentFileOf(file)?.key).filter((key) => key?.startsWith(`${folder}/`)))].map(
    (key) => key!.slice(folder.length + 1),
  );
  if (isEmpty(value) || names.includes(String(value))) return [];
  return [`${path}: "${String(value)}" is no file in content/${folder}/ (there are: ${names.join(", ")})`];
}

/** A value the frontmatter leaves empty: missing, `null`, `""` or `[]`. */
export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

// How a value of each scalar is recognised; any other scalar (ID) takes any value.
const SCALARS: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === "string",
  Int: Number.isInteger,
  Boolean: (value) => typeof value === "boolean",
};
