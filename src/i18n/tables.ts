import type { Language } from "../../core/languages";
import { labels as de, type Labels } from "./de";
import { labels as en } from "./en";
import { pageLabels as dePages, type PageLabels } from "./de-pages";
import { pageLabels as enPages } from "./en-pages";

/** Every language's interface labels; a language declared in core/languages.ts without one fails the type check. */
export const interfaceTables: Record<Language, Labels> = { de, en };

export const pageTables: Record<Language, PageLabels> = { de: dePages, en: enPages };
