import type { HTMLElement, Node } from "node-html-parser";
import { languages, type Language } from "../../core/languages";
import { labelText, type Label } from "../../src/i18n/de";
import { interfaceTables, pageTables } from "../../src/i18n/tables";

/** A language's interface labels and its pages' words together. */
const tablesOf = (language: Language) => ({ ...interfaceTables[language], ...pageTables[language] });

/**
 * The interface strings of each language as patterns over a whole text, read from its table in src/i18n/: every
 * label, and what each function of the table writes (a number becomes any number: "Seite 3 von 7" matches "Seite 12
 * von 14"; a day of each month: "3. Januar 2000" matches any day of January).
 */
function patternsOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown): string[] => {
    if (typeof value === "function") return writtenBy(value as (...args: unknown[]) => unknown).map(asPattern);
    if (typeof value === "string" || isForeignLabel(value)) return [asPattern(labelText(value as Label))];
    return value && typeof value === "object" ? patternsOf(value) : [];
  });
}

const isForeignLabel = (value: unknown) => typeof value === "object" && value !== null && "lang" in value && "text" in value;

// Arguments a table's functions are called with: page numbers or minutes, and a day in each month.
const sampleArguments: string[][] | number[][] = [
  [3, 7],
  ...Array.from({ length: 12 }, (_, month) => [`2000-${String(month + 1).padStart(2, "0")}-03`]),
] as never;

/** What a function of the table writes for the sample arguments it takes (a date formatter throws on a number). */
function writtenBy(write: (...args: unknown[]) => unknown): string[] {
  return sampleArguments.flatMap((args: unknown[]) => {
    try {
      const text = write(...args);
      // A text that repeats a day's ISO form took the wrong kind of argument.
      return typeof text === "string" && !args.some((arg) => typeof arg === "string" && text.includes(arg)) ? [text] : [];
    } catch {
      return [];
    }
  });
}

const asPattern = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\d+/g, "\\d+");

/**
 * The interface strings of the other languages that a page in `language` must not show: those whose text differs
 * from every text of its own table (so the labels a language shares with another, such as the specification's
 * fixed English labels "Back to Home" and "More Info", are not foreign). A pattern matches a whole text: an
 * interface string is a text of its own, and a word of it in an editor's sentence ("Privacy Shield") is not one.
 */
export function foreignInterfaceStrings(language: Language): { language: Language; pattern: RegExp }[] {
  // A text written alike but for its capitals ("Social Media Marketing") is not a word of another language.
  const own = new Set(patternsOf(tablesOf(language)).map((pattern) => pattern.toLowerCase()));
  return languages
    .filter(({ code }) => code !== language)
    .flatMap(({ code }) =>
      [...new Set(patternsOf(tablesOf(code)))]
        .filter((pattern) => !own.has(pattern.toLowerCase()))
        .map((pattern) => ({ language: code, pattern: new RegExp(`^${pattern}$`) })),
    );
}

// The attributes that name or describe an element to a reader.
const textAttributes = ["aria-label", "title", "alt", "placeholder"];

/**
 * Every text a reader meets in a page's body, each whole text node and naming attribute with its declared language
 * (the nearest `lang`): a text marked as another language (the language switch's "English" on a German page) is
 * that language's.
 */
export function textsOf(body: HTMLElement, pageLanguage: Language): { text: string; language: string }[] {
  const texts: { text: string; language: string }[] = [];
  const walk = (node: Node, language: string) => {
    if (node.nodeType === 3) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (text) texts.push({ text, language });
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    if (["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName)) return;
    const own = element.getAttribute("lang") ?? language;
    for (const name of textAttributes) {
      const value = element.getAttribute(name)?.replace(/\s+/g, " ").trim();
      if (value) texts.push({ text: value, language: own });
    }
    for (const child of element.childNodes) walk(child, own);
  };
  walk(body, pageLanguage);
  return texts;
}
