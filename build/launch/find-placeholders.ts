import type { Language } from "../../core/languages";
import type { LaunchFinding } from "./launch-finding";

/** The word the shipped content marks a missing fact with (`[Platzhalter: Firmenname]`), in each language. */
export const PLACEHOLDER_WORDS: Record<Language, string> = { de: "Platzhalter", en: "Placeholder" };

// What the repository ships in place of facts the specification does not give, in any language's file.
const MARKERS: [RegExp, string][] = [
  ...Object.values(PLACEHOLDER_WORDS).map((word): [RegExp, string] => [
    new RegExp(`\\[${word}[^\\]]*\\]?|${word}\\w*`, "i"),
    "placeholder",
  ]),
  [/\[Agenturname\]/, "placeholder for the agency's name"],
  [/[\w.+-]*@?\b(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"')\]]*/i, "example address or link"],
];

/** Every line of a text file that still holds a placeholder (once per line), with its line number. */
export function findPlaceholders(file: string, text: string): LaunchFinding[] {
  return text.split("\n").flatMap((line, index) => {
    const kind = MARKERS.find(([pattern]) => pattern.test(line))?.[1];
    return kind ? [{ where: `${file}:${index + 1}`, what: `${kind}: ${line.trim().slice(0, 100)}` }] : [];
  });
}
