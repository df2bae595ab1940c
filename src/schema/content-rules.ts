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

/** Matches any sentence ruleHint writes: a hint that states a rule must come from a rule. */
export const RULE_SENTENCE = /Höchstens \d+ Zeichen\.|Format #rrggbb/;

/** What is wrong with a text under the field's rules, in the frontmatter check's words. */
export function ruleProblems(rules: FieldRules, value: string, path: string): string[] {
  const pattern = rulePattern(rules);
  if (!pattern || new RegExp(pattern[0]).test(value)) return [];
  if (rules.maxLength !== undefined) return [`${path}: at most ${rules.maxLength} characters, got ${value.length}`];
  return [`${path}: "${value}" is not a colour of the form #rrggbb`];
}
