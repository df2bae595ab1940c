import type { GraphQLField } from "graphql";
import { directiveOf } from "./content-schema";

/** A field's `@length` or `@color` rule: the frontmatter check and the CMS use the same pattern; on a list, for every item. */
export interface FieldRule {
  /** The pattern with its German message, as Decap CMS's `pattern` option takes it. */
  pattern: [string, string];
  /** The German sentence that tells an editor the rule, at the end of the field's hint in the CMS. */
  hint: string;
  /** What is wrong with a text that breaks it, in the frontmatter check's words. */
  problem: (value: string) => string;
  /** The CMS's input for it, where the rule has one of its own. */
  input?: { widget: string; allowInput: false };
}

export function ruleOf(field: GraphQLField<unknown, unknown>): FieldRule | undefined {
  const length = directiveOf(field, "length") as { max: number } | undefined;
  const color = directiveOf(field, "color");
  if (length && color) throw new Error(`${field.name}: @length and @color on one field are not supported`);
  if (length) {
    return {
      pattern: [`^[\\s\\S]{0,${length.max}}$`, `höchstens ${length.max} Zeichen`],
      hint: `Höchstens ${length.max} Zeichen.`,
      problem: (value) => `at most ${length.max} characters, got ${value.length}`,
    };
  }
  if (!color) return undefined;
  return {
    pattern: ["^#[0-9a-fA-F]{6}$", "eine Farbe im Format #rrggbb"],
    hint: "Eine Farbe im Format #rrggbb, gewählt mit dem Farbwähler.",
    problem: (value) => `"${value}" is not a colour of the form #rrggbb`,
    // The colour picker writes #rrggbb; without typing, nothing else gets in.
    input: { widget: "color", allowInput: false },
  };
}

/** An optional group's rule, which Decap cannot enforce (decap-cms#7748): empty, or with its required fields filled in. */
export function optionalGroupHint(requiredLabels: string[]): string | undefined {
  return requiredLabels.length > 0 ? `Kann leer bleiben; wenn ausgefüllt, dann mit: ${requiredLabels.join(", ")}.` : undefined;
}

/** Matches any sentence a rule's hint or optionalGroupHint writes: a hint that states a rule must come from a rule. */
export const RULE_SENTENCE = /Höchstens \d+ Zeichen\.|Format #rrggbb|Kann leer bleiben; wenn ausgefüllt/;

/** What is wrong with a text under the field's rule, as "path: problem". */
export const ruleProblems = (rule: FieldRule | undefined, value: string, path: string) =>
  !rule || new RegExp(rule.pattern[0]).test(value) ? [] : [`${path}: ${rule.problem(value)}`];
