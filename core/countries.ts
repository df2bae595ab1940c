import type { Language } from "./languages";

/**
 * Countries as content names them (in German, `Deutschland`, or by their ISO 3166-1 code, `DE`), with their names in
 * every language and whether they lie in the EU/EEA: an English page says "Germany", schema.org data says "DE".
 * A country missing here is shown as written.
 */
interface Country {
  code: string;
  names: Record<Language, string>;
  /** Further German or English names content may use for it. */
  aliases?: readonly string[];
  eea: boolean;
}

const eu = (code: string, de: string, en: string, aliases?: readonly string[]): Country => ({
  code,
  names: { de, en },
  aliases,
  eea: true,
});
const third = (code: string, de: string, en: string, aliases?: readonly string[]): Country => ({
  code,
  names: { de, en },
  aliases,
  eea: false,
});

const COUNTRIES: readonly Country[] = [
  eu("BE", "Belgien", "Belgium"),
  eu("BG", "Bulgarien", "Bulgaria"),
  eu("DK", "Dänemark", "Denmark"),
  eu("DE", "Deutschland", "Germany"),
  eu("EE", "Estland", "Estonia"),
  eu("FI", "Finnland", "Finland"),
  eu("FR", "Frankreich", "France"),
  eu("GR", "Griechenland", "Greece"),
  eu("IE", "Irland", "Ireland"),
  eu("IT", "Italien", "Italy"),
  eu("HR", "Kroatien", "Croatia"),
  eu("LV", "Lettland", "Latvia"),
  eu("LT", "Litauen", "Lithuania"),
  eu("LU", "Luxemburg", "Luxembourg"),
  eu("MT", "Malta", "Malta"),
  eu("NL", "Niederlande", "Netherlands", ["the Netherlands"]),
  eu("AT", "Österreich", "Austria"),
  eu("PL", "Polen", "Poland"),
  eu("PT", "Portugal", "Portugal"),
  eu("RO", "Rumänien", "Romania"),
  eu("SE", "Schweden", "Sweden"),
  eu("SK", "Slowakei", "Slovakia"),
  eu("SI", "Slowenien", "Slovenia"),
  eu("ES", "Spanien", "Spain"),
  eu("CZ", "Tschechien", "Czechia", ["Czech Republic"]),
  eu("HU", "Ungarn", "Hungary"),
  eu("CY", "Zypern", "Cyprus"),
  // The EEA beyond the EU.
  eu("IS", "Island", "Iceland"),
  eu("LI", "Liechtenstein", "Liechtenstein"),
  eu("NO", "Norwegen", "Norway"),
  // Regions a provider may name instead of a country (no ISO code of their own).
  eu("", "EU", "EU"),
  eu("", "EWR", "EEA"),
  eu("", "Europäische Union", "European Union"),
  eu("", "Europäischer Wirtschaftsraum", "European Economic Area"),
  // Third countries providers often name.
  third("US", "USA", "USA", ["Vereinigte Staaten", "United States"]),
  third("GB", "Vereinigtes Königreich", "United Kingdom", ["Großbritannien", "UK"]),
  third("CH", "Schweiz", "Switzerland"),
  third("CA", "Kanada", "Canada"),
  third("JP", "Japan", "Japan"),
  third("AU", "Australien", "Australia"),
  third("IN", "Indien", "India"),
  third("SG", "Singapur", "Singapore"),
];

const byName = new Map(
  COUNTRIES.flatMap((country) =>
    [...Object.values(country.names), ...(country.aliases ?? []), ...(country.code ? [country.code] : [])].map(
      (name) => [name.toLowerCase(), country] as const,
    ),
  ),
);

const countryOf = (declared: string) => byName.get(declared.trim().toLowerCase());

/** A declared list of countries ("Deutschland, USA", "Irland und USA") as its countries. */
export function countriesOf(declared: string | null | undefined): string[] {
  return (declared ?? "")
    .split(/\s*(?:,|;|\bund\b)\s*/)
    .map((country) => country.trim())
    .filter(Boolean);
}

/** True when every declared country is in the EU/EEA; false for none declared (no default) and for one this table lacks. */
export function insideEea(declared: string | null | undefined): boolean {
  const countries = countriesOf(declared);
  return countries.length > 0 && countries.every((country) => countryOf(country)?.eea === true);
}

/** A declared country (or list) as a page in `language` names it: "Deutschland" is "Germany" in English; an unknown one as written. */
export function countryNames(declared: string, language: Language): string {
  const countries = countriesOf(declared);
  if (countries.length === 0 || !countries.every(countryOf)) return declared.trim();
  return countries.map((country) => countryOf(country)!.names[language]).join(", ");
}

/** A declared country's ISO 3166-1 alpha-2 code (schema.org's `addressCountry`), or it as written when this table lacks it. */
export const countryCode = (declared: string) => countryOf(declared)?.code || declared.trim();

/** The names of the countries in a language whose name differs in another ("Deutschland" in German, "Germany" in English). */
export const ownCountryNames = (language: Language): string[] =>
  COUNTRIES.filter((country) => Object.values(country.names).some((name) => name !== country.names[language])).map(
    (country) => country.names[language],
  );
