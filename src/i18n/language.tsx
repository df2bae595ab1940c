import { createContext, useContext, type ReactNode } from "react";
import { defaultLanguage, isLanguage, type Language } from "../../core/languages";
import { labels as de, type Labels } from "./de";
import { labels as en } from "./en";

/** Every language's interface table; a language declared in core/languages.ts without one fails the type check. */
export const interfaceTables: Record<Language, Labels> = { de, en };

const LanguageContext = createContext<Language | null>(null);

/** The page's language for everything rendered inside (the layouts provide it). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/**
 * The language of what is rendering. An island mounts in the browser on a root of its own, outside the
 * layout's provider, and takes the page's `<html lang>` there, which the build wrote from the same value.
 */
export function useLanguage(): Language {
  const provided = useContext(LanguageContext);
  if (provided) return provided;
  const documentLanguage = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(documentLanguage) ? documentLanguage : defaultLanguage;
}

/** The interface labels in the language of what is rendering. */
export const useLabels = (): Labels => interfaceTables[useLanguage()];
