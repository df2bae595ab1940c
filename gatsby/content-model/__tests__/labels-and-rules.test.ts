import { readFileSync } from "fs";
import path from "path";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from "graphql";
import { defaultLanguage } from "../../../core/languages";
import { collectionFor, contentFilePath } from "../collections";
import { cmsFieldsFor, type CmsField } from "../cms-config";
import { loadContent } from "../load-content";
import { contentSchema, contentType, derivedFields, directiveOf, labelOf } from "../content-schema";
import { RULE_SENTENCE, optionalGroupHint, ruleOf } from "../content-rules";
import { frontmatterOf } from "../read-frontmatter";
import { isShared } from "../translations";
import { validateFrontmatter } from "../validate-frontmatter";

type Field = GraphQLField<unknown, unknown>;

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = loadContent(contentDir).paths;

// The types of the content model, without the stand-ins for Gatsby's own (Node, File).
const modelTypes = Object.values(contentSchema.getTypeMap()).filter(
  (type) => !type.name.startsWith("__") && !["File", "Query"].includes(type.name),
);
const objectTypes = modelTypes.filter(isObjectType);
const modelFields = objectTypes.flatMap((type) => Object.values(type.getFields()).map((field) => ({ type: type.name, field })));

interface Pair {
  path: string;
  cms: CmsField;
  field: Field;
  /** Inside an optional object (a group that may stay empty). */
  inGroup: boolean;
}

/** Each CMS field beside the schema field it comes from; a list's item comes with its list's field. */
function* pairs(cmsFields: CmsField[], type: GraphQLObjectType, at = "", inGroup = false): Generator<Pair> {
  for (const cms of cmsFields) {
    const field = type.getFields()[cms.name];
    // The Markdown body, checked through its own field below; a translated article's address (cms-config.ts).
    if (!field || derivedFields(type.name).includes(cms.name)) continue;
    yield { path: `${at}${cms.name}`, cms, field, inGroup };
    if (cms.field) yield { path: `${at}${cms.name}[]`, cms: cms.field, field, inGroup: false };
    const inner = getNamedType(field.type);
    const list = cms.widget === "list";
    if (cms.fields && isObjectType(inner))
      yield* pairs(cms.fields, inner, `${at}${cms.name}${list ? "[]" : ""}.`, !list && (inGroup || !isNonNullType(field.type)));
  }
}

/** An optional object that starts a group: its hint names the fields it needs once filled in. */
const startsGroup = ({ cms, field, inGroup }: Pair) => cms.widget === "object" && !inGroup && !isNonNullType(field.type);
const requiredIn = (field: Field) =>
  Object.values((getNamedType(field.type) as GraphQLObjectType).getFields()).filter((sub) => isNonNullType(sub.type));

const allPairs = contentFiles.flatMap((file) =>
  [...pairs(cmsFieldsFor(file), contentType(collectionFor(file)!.type))].map((pair) => ({ file, ...pair })),
);

describe("the content model speaks German to editors", () => {
  it("gives every field of every content type a German label of its own, not its key", () => {
    const unlabelled = modelFields.filter(({ field }) => {
      const text = labelOf(field)?.text;
      return !text || text.toLowerCase() === field.name.toLowerCase();
    });
    expect(unlabelled.map(({ type, field }) => `${type}.${field.name}`)).toEqual([]);
    expect(modelFields.length).toBeGreaterThan(100);
  });

  it("names every list's single item and every icon in German", () => {
    const lists = modelFields.filter(({ field }) => isListType(getNullableType(field.type)));
    expect(lists.filter(({ field }) => !labelOf(field)?.singular).map(({ type, field }) => `${type}.${field.name}`)).toEqual([]);
    const enumValues = modelTypes.filter(isEnumType).flatMap((type) => type.getValues());
    expect(enumValues.length).toBeGreaterThan(0);
    expect(enumValues.filter((value) => !labelOf(value) || labelOf(value)!.text === value.name).map((value) => value.name)).toEqual([]);
  });

  it("shows the German labels in the CMS, never a key or a developer's description as a hint", () => {
    for (const { file, path: at, cms, field } of allPairs) {
      if (cms.name === "item") continue;
      expect([file, at, cms.label]).toEqual([file, at, labelOf(field)!.text]);
      if (cms.hint && field.description) expect([file, at, cms.hint.includes(field.description)]).toEqual([file, at, false]);
    }
  });
});

describe("the rules the CMS shows are the rules the frontmatter check enforces", () => {
  it("requires in the CMS what the check requires; inside an optional group, the group's hint names what it needs", () => {
    let groups = 0;
    for (const pair of allPairs) {
      const { file, path: at, cms, field, inGroup } = pair;
      if (cms.widget === "hidden") continue;
      const required = isNonNullType(field.type) && !inGroup;
      if (cms.name === "item") expect([file, at, cms.required]).toEqual([file, at, undefined]);
      else expect([file, at, cms.required !== false]).toEqual([file, at, required]);
      if (startsGroup(pair) && requiredIn(field).length > 0) groups += 1;
    }
    expect(groups).toBeGreaterThan(0);
  });

  it("checks an optional group as the hint says: empty is fine, once filled in its required fields are needed", () => {
    const companyFile = contentFilePath({ key: "company", language: defaultLanguage });
    const company = frontmatterOf(readFileSync(path.join(contentDir, companyFile), "utf8")) as {
      providers: Record<string, Record<string, unknown> | undefined>;
    };
    const { mail } = company.providers;
    expect(validateFrontmatter("Company", { ...company, providers: { ...company.providers, newsletter: undefined } })).toEqual([]);
    expect(validateFrontmatter("Company", { ...company, providers: { ...company.providers, newsletter: { ...mail, name: "" } } })).toEqual([
      "providers.newsletter.name: required field is missing or empty",
    ]);
  });

  it("states no rule in a hand-written hint: a rule is declared with @length or @color, and its hint is made from it", () => {
    const stated = modelFields.filter(({ field }) => RULE_SENTENCE.test(labelOf(field)?.hint ?? ""));
    expect(stated.map(({ type, field }) => `${type}.${field.name}`)).toEqual([]);
  });

  it("gives every CMS field whose value a rule governs the rule's hint and pattern, and no other field either", () => {
    let governed = 0;
    for (const pair of allPairs) {
      const { file, path: at, cms, field } = pair;
      const rule = ruleOf(field);
      // On a list the rule governs each item: the item's input checks it.
      const governs = rule !== undefined && (cms.name === "item" || !isListType(getNullableType(field.type)));
      const expected = governs
        ? rule.hint
        : startsGroup(pair)
          ? optionalGroupHint(requiredIn(field).map((sub) => labelOf(sub)!.text))
          : undefined;
      const states = RULE_SENTENCE.test(cms.hint ?? "");
      expect([file, at, states, states && cms.hint!.endsWith(expected!)]).toEqual([
        file,
        at,
        expected !== undefined,
        expected !== undefined,
      ]);
      expect([file, at, cms.pattern]).toEqual([file, at, governs ? rule.pattern : undefined]);
      if (governs) governed += 1;
    }
    expect(governed).toBeGreaterThan(0);
    for (const file of contentFiles) {
      const body = cmsFieldsFor(file).find((field) => field.name === "body");
      expect(RULE_SENTENCE.test(body?.hint ?? "")).toBe(false);
    }
  });

  it("rejects, in the check and in the CMS alike, a value that breaks a rule, wherever content/ has one", () => {
    let broken = 0;
    for (const file of contentFiles) {
      // A translation as the build checks it: merged with the default language's file, whose shared facts it holds
      // and whose rules are tried there.
      const { type: typeName, language, frontmatter: data } = loadContent(contentDir).records.get(file)!;
      const type = contentType(typeName!);
      expect([file, validateFrontmatter(type.name, data)]).toEqual([file, []]);
      const ownValues = governedValues(type, data).filter(({ field }) => language === defaultLanguage || !isShared(field));
      for (const { at, value, field, set } of ownValues) {
        const [pattern] = ruleOf(field)!.pattern;
        const maxLength = directiveOf(field, "length")?.max as number | undefined;
        // A value just past the rule and one just inside it: by length, colour, link target, or country code.
        const [bad, edge] =
          maxLength !== undefined
            ? ["x".repeat(maxLength + 1), "x".repeat(maxLength)]
            : directiveOf(field, "url")
              ? ["javascript:alert(1)", "https://example.org/"]
              : directiveOf(field, "country")
                ? ["Deutschland", "IE, US"]
                : ["rot", "#A0b1C2"];
        expect([file, at, new RegExp(pattern).test(value)]).toEqual([file, at, true]);
        expect([file, at, new RegExp(pattern).test(bad), new RegExp(pattern).test(edge)]).toEqual([file, at, false, true]);
        set(bad);
        expect([file, validateFrontmatter(type.name, data).map((problem) => problem.split(":")[0])]).toEqual([file, [at]]);
        if (directiveOf(field, "country")) {
          // Two letters the pattern lets through, but no country: the check refuses them too (the CMS cannot tell).
          set("XX");
          expect([file, validateFrontmatter(type.name, data).map((problem) => problem.split(":")[0])]).toEqual([file, [at]]);
        }
        set(edge);
        expect([file, validateFrontmatter(type.name, data)]).toEqual([file, []]);
        set(value);
        broken += 1;
      }
    }
    expect(broken).toBeGreaterThan(20);
  });
});

/** Every text in a file's frontmatter that a rule governs, with its path as the check names it and a setter. */
function governedValues(type: GraphQLObjectType, data: Record<string, unknown>, at = "") {
  const found: { at: string; value: string; field: Field; set: (value: string) => void }[] = [];
  for (const field of Object.values(type.getFields())) {
    const value = data[field.name];
    const inner = getNamedType(field.type);
    if (ruleOf(field)) {
      if (Array.isArray(value))
        value.forEach((item, index) =>
          found.push({ at: `${at}${field.name}[${index}]`, value: item as string, field, set: (next) => (value[index] = next) }),
        );
      else if (typeof value === "string" && value !== "")
        found.push({ at: `${at}${field.name}`, value, field, set: (next) => (data[field.name] = next) });
    } else if (isObjectType(inner) && Array.isArray(value)) {
      value.forEach((item, index) =>
        found.push(...governedValues(inner, item as Record<string, unknown>, `${at}${field.name}[${index}].`)),
      );
    } else if (isObjectType(inner) && value && typeof value === "object") {
      found.push(...governedValues(inner, value as Record<string, unknown>, `${at}${field.name}.`));
    }
  }
  return found;
}
