/** The EU/EEA in German, where a transfer needs no safeguard (Art. 44 ff. DSGVO). */
const EEA = new Set(
  [
    "Belgien",
    "Bulgarien",
    "Dänemark",
    "Deutschland",
    "Estland",
    "Finnland",
    "Frankreich",
    "Griechenland",
    "Irland",
    "Italien",
    "Kroatien",
    "Lettland",
    "Litauen",
    "Luxemburg",
    "Malta",
    "Niederlande",
    "Österreich",
    "Polen",
    "Portugal",
    "Rumänien",
    "Schweden",
    "Slowakei",
    "Slowenien",
    "Spanien",
    "Tschechien",
    "Ungarn",
    "Zypern",
    // The EEA beyond the EU.
    "Island",
    "Liechtenstein",
    "Norwegen",
    // Providers that name only the region.
    "EU",
    "EWR",
    "Europäische Union",
    "Europäischer Wirtschaftsraum",
  ].map((name) => name.toLowerCase()),
);

export function countriesOf(declared: string | null | undefined): string[] {
  return (declared ?? "")
    .split(/\s*(?:,|;|\bund\b)\s*/)
    .map((country) => country.trim())
    .filter(Boolean);
}

/** True when every declared country is in the EU/EEA; false for none declared (no default). */
export function insideEea(declared: string | null | undefined): boolean {
  const countries = countriesOf(declared);
  return countries.length > 0 && countries.every((country) => EEA.has(country.toLowerCase()));
}

/** The safeguards a transfer outside the EU/EEA may rest on (Art. 45 to 47 DSGVO); any other text ("keine") names none. */
export const SAFEGUARD_KINDS = [
  { kind: "Data Privacy Framework", pattern: /Data[\s-]+Privacy[\s-]+Framework|\bDPF\b/i },
  { kind: "Angemessenheitsbeschluss", pattern: /Angemessenheitsbeschlu(?:ss|ß)|adequacy decision/i },
  { kind: "Standardvertragsklauseln", pattern: /Standard(?:vertrags|datenschutz)klauseln|standard contractual clauses/i },
  {
    kind: "verbindliche interne Datenschutzvorschriften",
    pattern: /verbindlichen?\s+internen?\s+Datenschutzvorschriften|binding corporate rules|\bBCR\b/i,
  },
] as const;

/** The documented safeguard a provider's `safeguard` names, or undefined for none. */
export function safeguardKind(declared: string | null | undefined): string | undefined {
  return SAFEGUARD_KINDS.find(({ pattern }) => pattern.test(declared ?? ""))?.kind;
}
