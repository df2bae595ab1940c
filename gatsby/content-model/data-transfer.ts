import type { Language } from "../../core/languages";

/** The EU/EEA, where a transfer needs no safeguard (Art. 44 ff. DSGVO), is core/countries.ts's. */
export { countriesOf, insideEea } from "../../core/countries";

/** The safeguards a transfer outside the EU/EEA may rest on (Art. 45 to 47 DSGVO); any other text ("keine") names none. */
export const SAFEGUARD_KINDS = [
  {
    kind: "Data Privacy Framework",
    pattern: /Data[\s-]+Privacy[\s-]+Framework|\bDPF\b/i,
    wording: { en: "an adequacy decision of the European Commission (EU-U.S. Data Privacy Framework)" },
  },
  {
    kind: "Angemessenheitsbeschluss",
    pattern: /Angemessenheitsbeschlu(?:ss|ß)|adequacy decision/i,
    wording: { en: "an adequacy decision of the European Commission" },
  },
  {
    kind: "Standardvertragsklauseln",
    pattern: /Standard(?:vertrags|datenschutz)klauseln|standard contractual clauses/i,
    wording: { en: "the European Commission's standard contractual clauses" },
  },
  {
    kind: "verbindliche interne Datenschutzvorschriften",
    pattern: /verbindlichen?\s+internen?\s+Datenschutzvorschriften|binding corporate rules|\bBCR\b/i,
    wording: { en: "binding corporate rules" },
  },
] as const;

/** The documented safeguard a provider's `safeguard` names, or undefined for none. */
export function safeguardKind(declared: string | null | undefined): string | undefined {
  return SAFEGUARD_KINDS.find(({ pattern }) => pattern.test(declared ?? ""))?.kind;
}

/**
 * A declared safeguard as a page in `language` names it: `safeguard` is a shared fact written in German, so a
 * translated page names its kind in its own words; the German pages, a language without words for it, and a
 * placeholder still in square brackets (which the launch check names), as written.
 */
export function safeguardIn(declared: string, language: Language): string {
  if (/\[[^\]]*\]/.test(declared)) return declared.trim();
  const wording: Partial<Record<Language, string>> | undefined = SAFEGUARD_KINDS.find(({ pattern }) => pattern.test(declared))?.wording;
  return wording?.[language] ?? declared.trim();
}
