import type { Language } from "../../core/languages";
import { labels as de, type Labels } from "./de";
import { labels as en } from "./en";

/** Every language's interface table; a language declared in core/languages.ts without one fails the type check. */
export const interfaceTables: Record<Language, Labels> = { de, en };
