import { createContext, useContext, type ReactNode } from "react";
import { defaultLanguage, isLanguage, languagePrefix, type Language } from "../../core/languages";
import type { Labels } from "./de";
import { interfaceTables, pageTables } from "./tables";

/** What a page's context says of its language (gatsby-node.ts). */
export interface PageLanguage {
  language: Language;
  /** The page's address in each language it exists in, itself included. */
  alternates: Partial<Record<Language, string>>;
  /** On a translated page: each default-language address with its counterpart in this language. */
  addresses: Record<string, string>;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ page, children }: { page: Partial<PageLanguage>; children: ReactNode }) {
  const value = { language: page.language ?? defaultLanguage, alternates: page.alternates ?? {}, addresses: page.addresses ?? {} };
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** The language of what is rendering; an island, outside the page's provider, takes the page's `<html lang>`. */
export function useLanguage(): Language {
  const page = useContext(PageLanguageContext);
  if (page) return page.language;
  // Read through globalThis: the same module also renders during the build, where there is no document.
  const documentLanguage = (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement.lang;
  return isLanguage(documentLanguage) ? documentLanguage : defaultLanguage;
}

export const useLabels = (): Labels => interfaceTables[useLanguage()];

/** The words of the built pages alone (blog, dates); never used inside an island. */
export const usePageLabels = () => pageTables[useLanguage()];

export const useAlternates = () => useContext(PageLanguageContext)?.alternates ?? {};

/** A default-language address (`/team/`) in the page's language (`/en/team/`); undefined where it has no translation. */
export function useLocalAddress(): (address: string) => string | undefined {
  const page = useContext(PageLanguageContext);
  if (!page || page.language === defaultLanguage) return (address) => address;
  return (address) => {
    const [pathname, hash] = address.split("#");
    const local = page.addresses[pathname];
    return local && (hash ? `${local}#${hash}` : local);
  };
}

export const useHomeAddress = () => `${languagePrefix(useLanguage())}/`;
