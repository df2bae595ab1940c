import type { Language } from "./languages";

/**
 * Countries as content declares them: ISO 3166-1 alpha-2 codes (`DE`; a provider's list `IE, US`), named in each
 * language by the runtime's own CLDR data (`Intl.DisplayNames`): "Deutschland" on a German page, "Germany" on an
 * English one, the code itself in schema.org data. A placeholder in square brackets is shown as written.
 */

/** The EU's and the EEA's states, and `EU` for the Union as a whole: a transfer there needs no safeguard (Art. 44 ff. DSGVO). */
const EEA = new Set("AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO EU".split(" "));

const names = (language: Language) => new Intl.DisplayNames(language, { type: "region", fallback: "none" });

/** A declared list of countries ("IE, US") as its codes. */
export const countriesOf = (declared: string | null | undefined): string[] =>
  (declared ?? "")
    .split(",")
    .map((country) => country.trim())
    .filter(Boolean);

/** Whether `code` is an ISO 3166-1 code the runtime can name (`XX` is none). */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && names("en").of(code) !== undefined;

/** True when every declared country is in the EU/EEA; false for none declared (no default) and for a placeholder. */
export function insideEea(declared: string | null | undefined): boolean {
  const countries = countriesOf(declared);
  return countries.length > 0 && countries.every((code) => EEA.has(code));
}

/** A declared country (or list) as a page in `language` names it; a placeholder, or a code unknown, as written. */
export function countryNames(declared: string, language: Language): string {
  const countries = countriesOf(declared);
  if (countries.length === 0 || !countries.every(isCountryCode)) return declared.trim();
  return countries.map((code) => names(language).of(code)).join(", ");
}
