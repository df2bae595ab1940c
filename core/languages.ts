/**
 * The site's languages. The first is the default, at addresses without a prefix; every other lives under `/<code>/`
 * (docs/content.md, "Adding a language"). `locale` is what `og:locale` says; `name`, the language switch's, in itself.
 */
export const languages = [
  { code: "de", locale: "de_DE", name: "Deutsch" },
  { code: "en", locale: "en_GB", name: "English" },
] as const;

export type Language = (typeof languages)[number]["code"];

export const defaultLanguage: Language = languages[0].code;

export const isLanguage = (value: unknown): value is Language => languages.some((language) => language.code === value);

/** The prefix of a language's addresses: "" for the default, "/en" for English. */
export const languagePrefix = (language: Language) => (language === defaultLanguage ? "" : `/${language}`);

/** The language of an address, by its first segment. */
export function languageOfPath(path: string): Language {
  const first = path.split("/")[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/**
 * A page's hreflang links: its address in each language it exists in, and the default language's for any other
 * visitor (`x-default`); none for a page without a counterpart. The page's head and the sitemap both name them.
 */
export function hreflangLinks(alternates: Partial<Record<Language, string>> | null | undefined): { lang: string; url: string }[] {
  const links = languages.flatMap(({ code }) => (alternates?.[code] ? [{ lang: code, url: alternates[code] }] : []));
  if (links.length < 2) return [];
  const fallback = alternates?.[defaultLanguage];
  return fallback ? [...links, { lang: "x-default", url: fallback }] : links;
}
