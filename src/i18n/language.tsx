import { createContext, useContext, type ReactNode } from "react";
import { defaultLanguage, isLanguage, languagePrefix, type Language } from "../../core/languages";
import type { Labels } from "./de";
import { interfaceTables, pageTables } from "./tables";

/** What a page's context says of its language (gatsby-node.ts, `pageLanguage`). */
export interface PageLanguage {
  language: Language;
  /** The page's address in each language it exists in, itself included. */
  alternates: Partial<Record<Language, string>>;
  /** On a translated page: each default-language address with its counterpart in this language. */
  addresses: Record<string, string>;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** The page's language for everything rendered inside (gatsby-ssr.tsx wraps every page in it). */
export function PageLanguageProvider({ page, children }: { page: Partial<PageLanguage>; children: ReactNode }) {
  const value = { language: page.language ?? defaultLanguage, alternates: page.alternates ?? {}, addresses: page.addresses ?? {} };
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/**
 * The language of what is rendering. An island mounts in the browser on a root of its own, outside the
 * page's provider, and takes the page's `<html lang>` there, which the build wrote from the same value.
 */
export function useLanguage(): Language {
  const page = useContext(PageLanguageContext);
  if (page) return page.language;
  // Read through globalThis: the same module also renders during the build, where there is no document.
  const documentLanguage = (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement.lang;
  return isLanguage(documentLanguage) ? documentLanguage : defaultLanguage;
}

/** The interface labels in the language of what is rendering. */
export const useLabels = (): Labels => interfaceTables[useLanguage()];

/** The words of the built pages alone (blog, dates) in the page's language; never used inside an island. */
export const usePageLabels = () => pageTables[useLanguage()];

/** The page's addresses in its languages (the language switch, hreflang). */
export const useAlternates = () => useContext(PageLanguageContext)?.alternates ?? {};

/**
 * A link target in the page's language: a default-language address (`/team/`, as the code and shared facts write
 * them) becomes its counterpart (`/en/team/`); undefined where that page has no translation, so it is not linked.
 * On a default-language page every address stays as it is.
 */
export function useLocalAddress(): (address: string) => string | undefined {
  const page = useContext(PageLanguageContext);
  if (!page || page.language === defaultLanguage) return (address) => address;
  return (address) => {
    const [pathname, hash] = address.split("#");
    const local = page.addresses[pathname];
    return local && (hash ? `${local}#${hash}` : local);
  };
}

/** The start page in the page's language: `/`, `/en/`. */
export const useHomeAddress = () => `${languagePrefix(useLanguage())}/`;
