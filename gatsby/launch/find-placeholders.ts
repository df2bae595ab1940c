import type { Language } from "../../core/languages";
import type { LaunchFinding } from "./launch-finding";

/** The word the shipped content marks a missing fact with (`[Platzhalter: Firmenname]`), in each language. */
export const PLACEHOLDER_WORDS: Record<Language, string> = { de: "Platzhalter", en: "Placeholder" };

/**
 * The words that introduce an example, in each language: an address right after them shows a visitor the form of one
 * ("for example name@example.com", RFC 2606 reserves example.com for this) and stands for no fact of the agency.
 */
export const EXAMPLE_WORDS: Record<Language, string[]> = {
  de: ["z. B.", "zum Beispiel", "beispielsweise"],
  en: ["for example", "for instance", "e. g.", "such as"],
};

// An example domain's address or link: the shipped content's stand-in for the agency's own (kontakt@example.com).
const EXAMPLE_ADDRESS = /[\w.+-]*@?\b(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"')\]]*/gi;

// The text before an address ends with an example's words (a folded line may break between them: any white space,
// or none, where a word has a space; "z.B." and "e.g." as often written).
const AFTER_EXAMPLE_WORDS = new RegExp(
  `(?:^|[^\\p{L}])(?:${Object.values(EXAMPLE_WORDS)
    .flat()
    .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s*"))
    .join("|")})[\\s:]*$`,
  "iu",
);

// What the repository ships in place of facts the specification does not give, in any language's file.
const MARKERS: [RegExp, string][] = [
  ...Object.values(PLACEHOLDER_WORDS).map((word): [RegExp, string] => [
    new RegExp(`\\[${word}[^\\]]*\\]?|${word}\\w*`, "i"),
    "placeholder",
  ]),
  [/\[Agenturname\]/, "placeholder for the agency's name"],
];

/** Whether the line, `at` characters into the text, holds an example domain's address that is not shown as an example. */
function holdsExampleAddress(text: string, line: string, at: number): boolean {
  return [...line.matchAll(EXAMPLE_ADDRESS)].some((match) => !AFTER_EXAMPLE_WORDS.test(text.slice(0, at + match.index)));
}

/** Every line of a text file that still holds a placeholder (once per line), with its line number. */
export function findPlaceholders(file: string, text: string): LaunchFinding[] {
  let at = 0;
  return text.split("\n").flatMap((line, index) => {
    const kind =
      MARKERS.find(([pattern]) => pattern.test(line))?.[1] ?? (holdsExampleAddress(text, line, at) ? "example address or link" : undefined);
    at += line.length + 1;
    return kind ? [{ where: `${file}:${index + 1}`, what: `${kind}: ${line.trim().slice(0, 100)}` }] : [];
  });
}
