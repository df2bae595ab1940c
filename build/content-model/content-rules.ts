import type { GraphQLField } from "graphql";
import { directiveOf } from "./content-schema";

/**
 * The rules a field declares in the content model (`@length`, `@color`, see content-schema.ts).
 * One declaration, two enforcers: the frontmatter check tests a value against the rule's pattern
 * (validate-frontmatter.ts) and the CMS gets the same pattern, its German message and a hint
 * saying the rule (cms-config.ts). On a list, the rule holds for every item.
 */
export interface FieldRules {
  maxLength?: number;
  color?: true;
}

/** A colour as the CMS's colour picker writes it and the site's styles use it. */
const COLOR_PATTERN = "^#[0-9a-fA-F]{6}$";

export function rulesOf(field: GraphQLField<unknown, unknown>): FieldRules {
  const length = directiveOf(field, "length") as { max: number } | undefined;
  const color = directiveOf(field, "color");
  if (length && color) throw new Error(`${field.name}: @length and @color on one field are not supported`);
  return { ...(length ? { maxLength: length.max } : {}), ...(color ? { color: true as const } : {}) };
}

export const hasRules = (rules: FieldRules) => rules.maxLength !== undefined || rules.color === true;

/** The rule as a pattern with its German message, as Decap CMS's `pattern` option takes it. */
export function rulePattern(rules: FieldRules): [string, string] | undefined {
  if (rules.maxLength !== undefined) return [`^[\\s\\S]{0,${rules.maxLength}}$`, `höchstens ${rules.maxLength} Zeichen`];
  if (rules.color) return [COLOR_PATTERN, "eine Farbe im Format #rrggbb"];
  return undefined;
}

/** The German sentence that tells an editor the rule, at the end of the field's hint in the CMS. */
export function ruleHint(rules: FieldRules): string | undefined {
  if (rules.maxLength !== undefined) return `Höchstens ${rules.maxLength} Zeichen.`;
  if (rules.color) return "Eine Farbe im Format #rrggbb, gewählt mit dem Farbwähler.";
  return undefined;
}

/**
 * The rule of an optional group of fields (a provider only some sites have): it may stay empty,
 * but once filled in, its required fields must be. Decap CMS cannot say this (it would require
 * them even while the group is empty, decap-cms#7748), so the CMS offers them as optional and
 * says it in the group's hint; the frontmatter check enforces it.
 */
export function optionalGroupHint(requiredLabels: string[]): string | undefined {
  return requiredLabels.length > 0 ? `Kann leer bleiben; wenn ausgefüllt, dann mit: ${requiredLabels.join(", ")}.` : undefined;
}

/** Matches any sentence ruleHint or optionalGroupHint writes: a hint that states a rule must come from a rule. */
export const RULE_SENTENCE = /Höchstens \d+ Zeichen\.|Format #rrggbb|Kann leer bleiben; wenn ausgefüllt/;

/** What is wrong with a text under the field's rules, in the frontmatter check's words. */
export function ruleProblems(rules: FieldRules, value: string, path: string): string[] {
  const pattern = rulePattern(rules);
  if (!pattern || new RegExp(pattern[0]).test(value)) return [];
  if (rules.maxLength !== undefined) return [`${path}: at most ${rules.maxLength} characters, got ${value.length}`];
  return [`${path}: "${value}" is not a colour of the form #rrggbb`];
}
