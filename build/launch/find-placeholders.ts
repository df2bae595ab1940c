import type { LaunchFinding } from "./launch-finding";

// What the repository ships in place of facts the specification does not give.
const MARKERS: [RegExp, string][] = [
  [/\[Platzhalter[^\]]*\]?|Platzhalter\w*/i, "placeholder"],
  [/\[Agenturname\]/, "placeholder for the agency's name"],
  [/[\w.+-]*@?\b(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"')\]]*/i, "example address or link"],
];

/** Every line of a text file that still holds a placeholder (once per line), with its line number. */
export function findPlaceholders(file: string, text: string): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  text.split("\n").forEach((line, index) => {
    for (const [pattern, kind] of MARKERS) {
      const match = line.match(pattern);
      if (!match) continue;
      findings.push({ where: `${file}:${index + 1}`, what: `${kind}: ${line.trim().slice(0, 100)}` });
      break;
    }
  });
  return findings;
}
