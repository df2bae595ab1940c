import type { LaunchFinding } from "./launch-finding";

/** A legal text in one language: its path (for the findings) and its Markdown text. */
export interface LegalText {
  file: string;
  text: string;
}

const TOKEN = /\{\{\s*company\.(\w+)\s*\}\}/g;

/** The {{company.*}} tokens of a text, each with the line it first stands on. */
function tokensOf(text: string): Map<string, number> {
  const tokens = new Map<string, number>();
  text.split("\n").forEach((line, index) => {
    for (const [, name] of line.matchAll(TOKEN)) if (!tokens.has(name)) tokens.set(name, index + 1);
  });
  return tokens;
}

const listed = (names: string[]) => names.map((name) => `{{company.${name}}}`).join(", ");

/** A legal text's translations fill in the same {{company.*}} tokens as the original, so they state the same facts. */
export function checkLegalTokens(original: LegalText, translations: readonly LegalText[]): LaunchFinding[] {
  const expected = tokensOf(original.text);
  return translations.flatMap(({ file, text }) => {
    const own = tokensOf(text);
    const missing = [...expected.keys()].filter((name) => !own.has(name));
    const extra = [...own.keys()].filter((name) => !expected.has(name));
    const findings: LaunchFinding[] = [];
    if (missing.length > 0) {
      findings.push({
        where: `${file}:1`,
        what: `${file} does not fill in ${listed(missing)}, which ${original.file} does: write each where ${original.file} has it, so both state the same facts`,
      });
    }
    if (extra.length > 0) {
      findings.push({
        where: `${file}:${own.get(extra[0])}`,
        what: `${file} fills in ${listed(extra)}, which ${original.file} does not: the two must state the same facts; remove it, or add it to both`,
      });
    }
    return findings;
  });
}
