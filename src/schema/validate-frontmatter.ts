import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { contentType, derivedFields } from "./content-schema";
import { ruleProblems, rulesOf, type FieldRules } from "./content-rules";

/**
 * Checks one file's frontmatter against its content type and returns every problem
 * as "field.path: what is wrong", so an editor sees all mistakes of a file at once.
 * A required field must have a value, a required list at least one item (as the CMS
 * requires them), and a text must keep its field's rules (`@length`, `@color`).
 */
export function validateFrontmatter(typeName: string, frontmatter: Record<string, unknown>): string[] {
  return checkObject(contentType(typeName), frontmatter, "", new Set(derivedFields(typeName)));
}

function checkObject(type: GraphQLObjectType, value: Record<string, unknown>, path: string, skip: Set<string> = new Set()): string[] {
  return Object.values(type.getFields())
    .filter((field) => !skip.has(field.name))
    .flatMap((field) => checkValue(field.type, value[field.name], `${path}${field.name}`, rulesOf(field)));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function checkValue(type: GraphQLOutputType, value: unknown, path: string, rules: FieldRules): string[] {
  if (isEmpty(value)) {
    return isNonNullType(type) ? [`${path}: required field is missing or empty`] : [];
  }
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return [`${path}: expected a list`];
    return value.flatMap((item, index) => checkValue(inner.ofType, item, `${path}[${index}]`, rules));
  }
  if (isObjectType(inner)) {
    if (inner.name === "File") return typeof value === "string" ? [] : [`${path}: expected a file path`];
    if (typeof value !== "object" || Array.isArray(value)) return [`${path}: expected an object`];
    return checkObject(inner, value as Record<string, unknown>, `${path}.`);
  }
  if (isEnumType(inner)) {
    const allowed = inner.getValues().map((v) => v.name);
    return allowed.includes(String(value)) ? [] : [`${path}: "${String(value)}" is not one of ${allowed.join(", ")}`];
  }
  if (isScalarType(inner)) {
    const problems = checkScalar(inner.name, value, path);
    return problems.length === 0 && typeof value === "string" ? ruleProblems(rules, value, path) : problems;
  }
  return [];
}

function checkScalar(name: string, value: unknown, path: string): string[] {
  const ok =
    name === "String"
      ? typeof value === "string"
      : name === "Int"
        ? Number.isInteger(value)
        : name === "Boolean"
          ? typeof value === "boolean"
          : true;
  return ok ? [] : [`${path}: expected ${name}, got ${JSON.stringify(value)}`];
}
