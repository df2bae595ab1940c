import { defaultLanguage, languages, type Language } from "../../core/languages";
import { collectionFor, contentFileOf, contentFilePath } from "../content-model/collections";
import type { LaunchFinding } from "./launch-finding";

/** The types whose file makes a page or holds texts every page needs; articles, team members and projects are translated one by one. */
const PAGE_TYPES = new Set(["HomePage", "WebdesignPage", "ServicePage", "LegalPage", "PageText", "ContactForm", "BlogText", "Company"]);

const inEnglish = new Intl.DisplayNames(["en"], { type: "language" });
const nameOf = (language: Language) => inEnglish.of(language) ?? language;

/** Every default-language file of a page-making kind without its translation among `files` (paths relative to content/). */
export function findMissingTranslations(files: readonly string[]): LaunchFinding[] {
  const present = new Set(files);
  return files.flatMap((file) => {
    const content = contentFileOf(file);
    if (content?.language !== defaultLanguage || !PAGE_TYPES.has(collectionFor(content.key)?.type ?? "")) return [];
    return languages
      .map(({ code }) => ({ code, translation: contentFilePath({ key: content.key, language: code }) }))
      .filter(({ translation }) => !present.has(translation))
      .map(({ code, translation }) => ({
        where: `content/${file}`,
        what: `no ${nameOf(code)} version: content/${translation} is missing; the page is built in ${nameOf(defaultLanguage)} only`,
      }));
  });
}
