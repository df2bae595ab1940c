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
  const findings: LaunchFinding[] = [];
  for (const file of files) {
    const content = contentFileOf(file);
    if (content?.language !== defaultLanguage || !PAGE_TYPES.has(collectionFor(content.key)?.type ?? "")) continue;
    for (const { code } of languages) {
      const translation = contentFilePath({ key: content.key, language: code });
      if (present.has(translation)) continue;
      findings.push({
        where: `content/${file}`,
        what: `no ${nameOf(code)} version: content/${translation} is missing; the page is built in ${nameOf(defaultLanguage)} only`,
      });
    }
  }
  return findings;
}
