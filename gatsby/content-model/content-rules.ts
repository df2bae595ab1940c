import type { GraphQLField } from "graphql";
import { countriesOf, isCountryCode } from "../../core/countries";
import { directiveOf } from "./content-schema";

/**
 * A field's `@length`, `@color`, `@url` or `@country` rule, the same for the frontmatter check and the CMS (on a list, for every item): the
 * pattern with its German message as Decap's `pattern` option takes it, the German hint the CMS ends the field's hint
 * with, the check's words for a text that breaks it, and the CMS's own input where the rule has one.
 */
export function ruleOf(field: GraphQLField<unknown, unknown>) {
  const length = directiveOf(field, "length") as { max: number } | undefined;
  const color = directiveOf(field, "color");
  const url = directiveOf(field, "url") as { internal?: boolean } | undefined;
  const country = directiveOf(field, "country");
  if ([length, color, url, country].filter(Boolean).length > 1) throw new Error(`${field.name}: one rule directive on a field`);
  if (country) {
    // Codes, not names: each page names them in its language, and the EU/EEA is a list of codes (core/countries.ts).
    return {
      pattern: ["^([A-Z]{2}(, *[A-Z]{2})*|\\[[^\\]]+\\])$", "Ländercodes wie DE oder IE, US"] as [string, string],
      hint: "Als Ländercode nach ISO 3166 (DE, AT, IE, US …), mehrere durch Kommas getrennt.",
      problem: (value: string) => `"${value}" is no list of ISO 3166-1 country codes such as DE or IE, US`,
      // The pattern lets any two letters through; the runtime's list of regions knows which are countries.
      refuses: (value: string) => !value.startsWith("[") && !countriesOf(value).every(isCountryCode),
    };
  }
  if (url) {
    // A link's target: a web address, or (internal) a page of this site; never javascript: or data:, which would run.
    const words = url.internal
      ? "eine vollständige Adresse (https://…) oder eine Seite dieser Website (/…)"
      : "eine vollständige Adresse (https://…)";
    return {
      pattern: [url.internal ? "^(https?://\\S+|/(?!/)\\S*)$" : "^https?://\\S+$", words] as [string, string],
      hint: `${words[0].toUpperCase()}${words.slice(1)}.`,
      problem: (value: string) => `"${value}" is no web address${url.internal ? " (https://…) or page of this site (/…)" : " (https://…)"}`,
    };
  }
  if (length) {
    return {
      pattern: [`^[\\s\\S]{0,${length.max}}$`, `höchstens ${length.max} Zeichen`] as [string, string],
      hint: `Höchstens ${length.max} Zeichen.`,
      problem: (value: string) => `at most ${length.max} characters, got ${value.length}`,
    };
  }
  if (!color) return undefined;
  return {
    pattern: ["^#[0-9a-fA-F]{6}$", "eine Farbe im Format #rrggbb"] as [string, string],
    hint: "Eine Farbe im Format #rrggbb, gewählt mit dem Farbwähler.",
    problem: (value: string) => `"${value}" is not a colour of the form #rrggbb`,
    // The colour picker writes #rrggbb; without typing, nothing else gets in.
    input: { widget: "color", allowInput: false as const },
  };
}

/** A day's fields: the CMS offers a date picker for them, which writes the day as YYYY-MM-DD, as the build reads it. */
export const DAY_FIELD = /^(date|updated)$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is wrong with a day written by hand (28.11.2026), which the pages would show as "undefined. undefined NaN". */
export const dayProblem = (value: unknown) =>
  typeof value === "string" && !DAY.test(value) ? `"${value}" is no day written as YYYY-MM-DD (e.g. 2026-11-28)` : undefined;

/** An optional group's rule, which Decap cannot enforce (decap-cms#7748): empty, or with its required fields filled in. */
export function optionalGroupHint(requiredLabels: string[]): string | undefined {
  return requiredLabels.length > 0 ? `Kann leer bleiben; wenn ausgefüllt, dann mit: ${requiredLabels.join(", ")}.` : undefined;
}

/** Matches any sentence a rule's hint or optionalGroupHint writes: a hint that states a rule must come from a rule. */
export const RULE_SENTENCE =
  /Höchstens \d+ Zeichen\.|Format #rrggbb|Kann leer bleiben; wenn ausgefüllt|vollständige Adresse \(https:\/\/…\)|Ländercode nach ISO/i;
